import { DESTINATION_FIELDS } from '#shared/api/schemas/alerts.ts';
import type { Destination, DestinationInput, DestinationKind } from '#shared/api/schemas/alerts.ts';
import type { DestinationRow, SubscriptionRow } from './alert-records.ts';
import type { SendTarget } from './destinations.ts';

interface StoredConfig {
  chat_id: string;
  to: string;
}
interface StoredSecrets {
  url: string;
  secret: string;
  bot_token: string;
}

/** The host of a URL ('' when it is none): what the pages show of a write-only URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const field = (object: Record<string, unknown>, name: string) => (typeof object[name] === 'string' ? object[name] : '');

function readStored(row: DestinationRow): { config: StoredConfig; secrets: StoredSecrets } {
  const config = parseObject(row.config);
  const secrets = parseObject(row.secrets);
  return {
    config: { chat_id: field(config, 'chat_id'), to: field(config, 'to') },
    secrets: { url: field(secrets, 'url'), secret: field(secrets, 'secret'), bot_token: field(secrets, 'bot_token') },
  };
}

/** A destination as an answer shows it: whether each secret is set and the URL's host, never the secrets. */
export function destinationView(row: DestinationRow): Destination {
  const { config, secrets } = readStored(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    language: row.language,
    enabled: row.enabled === 1,
    chat_id: config.chat_id,
    to: config.to,
    url_host: hostOf(secrets.url),
    has_url: secrets.url !== '',
    has_secret: secrets.secret !== '',
    has_bot_token: secrets.bot_token !== '',
    updated_at: row.updated_at,
  };
}

/**
 * A save over what is stored: a write-only field left empty keeps the stored value (as Settings'
 * secrets do); a kind changed drops the secrets that belonged to the old one.
 */
export function savedDestination(existing: DestinationRow | undefined, input: DestinationInput, id: string, now: number): DestinationRow {
  const stored = existing && existing.kind === input.kind ? readStored(existing).secrets : { url: '', secret: '', bot_token: '' };
  // Only the kind's own fields are kept: an e-mail destination holds no URL typed before its kind changed.
  const has = (field: (typeof DESTINATION_FIELDS)[DestinationKind][number]) => DESTINATION_FIELDS[input.kind].includes(field);
  const secrets: StoredSecrets = {
    url: has('url') ? input.url.trim() || stored.url : '',
    secret: has('secret') ? input.secret || stored.secret : '',
    bot_token: has('bot_token') ? input.bot_token.trim() || stored.bot_token : '',
  };
  return {
    id,
    name: input.name.trim(),
    kind: input.kind,
    language: input.language,
    enabled: input.enabled ? 1 : 0,
    config: JSON.stringify({ chat_id: has('chat_id') ? input.chat_id.trim() : '', to: has('to') ? input.to.trim() : '' }),
    secrets: JSON.stringify(secrets),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

/** What a destination still lacks to be sent to (the form says which), or null. */
export function missingField(row: DestinationRow): 'url' | 'bot_token' | 'chat_id' | 'to' | 'secret' | null {
  const { config, secrets } = readStored(row);
  if (row.kind === 'telegram') return !secrets.bot_token ? 'bot_token' : !config.chat_id ? 'chat_id' : null;
  if (row.kind === 'email') return config.to ? null : 'to';
  if (!secrets.url) return 'url';
  // A generic webhook is always signed: the receiver has no other way to tell the console's requests.
  if (row.kind === 'webhook' && !secrets.secret) return 'secret';
  return null;
}

export function targetOfDestination(row: DestinationRow): SendTarget {
  const { config, secrets } = readStored(row);
  return { kind: row.kind, url: secrets.url, secret: secrets.secret, botToken: secrets.bot_token, chatId: config.chat_id, to: config.to };
}

/** A user's own webhook or e-mail (the address the gateway had when the alert was written). */
export function targetOfSubscription(row: SubscriptionRow, email: string): SendTarget {
  return row.via === 'email'
    ? { kind: 'email', url: '', secret: '', botToken: '', chatId: '', to: email }
    : { kind: 'webhook', url: row.webhook_url, secret: row.webhook_secret, botToken: '', chatId: '', to: '' };
}
