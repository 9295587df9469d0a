/**
 * A channel's `plugin` object (contract §2.14): per-type options as `{[group]: {[param]: value}}`
 * (one-hub's `Plugin.json`), e.g. `{web_search: {enable: true}}` or `{headers: {"CF-Access-Client-Id": "…"}}`.
 */
export type ChannelPlugin = Record<string, unknown>;

/**
 * Plugin parameters that are credentials (Ollama's Cloudflare Access secret): write-only like the
 * channel key. The double never answers them and keeps the stored one when an edit sends ''.
 */
export const PLUGIN_SECRETS: readonly (readonly [group: string, param: string])[] = [['headers', 'CF-Access-Client-Secret']];

function groupOf(plugin: ChannelPlugin, group: string): Record<string, unknown> | null {
  const value = plugin[group];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The plugin without its secret parameters (what may leave the gateway). */
export function withoutPluginSecrets(plugin: ChannelPlugin | null): ChannelPlugin | null {
  if (plugin === null) return null;
  const copy: ChannelPlugin = { ...plugin };
  for (const [group, param] of PLUGIN_SECRETS) {
    const values = groupOf(copy, group);
    if (values && param in values) {
      const { [param]: _secret, ...rest } = values;
      copy[group] = rest;
    }
  }
  return copy;
}

/** An edited plugin whose empty (or missing) secret parameters keep the stored values: '' means "unchanged". */
export function keepPluginSecrets(next: ChannelPlugin | null, stored: ChannelPlugin | null): ChannelPlugin | null {
  if (next === null || stored === null) return next;
  const merged: ChannelPlugin = { ...next };
  for (const [group, param] of PLUGIN_SECRETS) {
    const values = groupOf(merged, group);
    const previous = groupOf(stored, group)?.[param];
    if (values && (values[param] === '' || values[param] === undefined) && typeof previous === 'string' && previous !== '')
      merged[group] = { ...values, [param]: previous };
  }
  return merged;
}
