import type { i18n } from 'i18next';

/** `getFixedT` without its overloads: the memo passes every argument through untouched. */
type LooseGetFixedT = (lng?: unknown, ns?: unknown, keyPrefix?: unknown, options?: unknown) => (...args: unknown[]) => unknown;

/** No options, or only the namespaces that selector keys resolve in. */
function onlyScopes(options: unknown): boolean {
  return (
    options === undefined || (typeof options === 'object' && options !== null && Object.keys(options).every((name) => name === 'scopeNs'))
  );
}

/**
 * Texts the server's i18next already resolved, shared by every request: a render asks for the
 * same hundred-odd plain keys (menu, header, page), and i18next's fixed `t` copies its whole
 * options object and walks the fallback chain on each call (4–6 µs against 0.3–0.5 µs
 * remembered; issue 37). Only calls without options are kept: their text depends on nothing but the
 * language, namespaces, prefix and key, and the server's texts never change after loading. A key
 * can be built from gateway data (a status, a type), so the table is bounded: when full it starts
 * over rather than grow.
 */
export class TranslationMemo {
  readonly #texts = new Map<string, string>();
  readonly #limit: number;

  constructor(limit = 20_000) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#texts.size;
  }

  /** `instance` with a `getFixedT` whose functions answer option-less calls from the table. */
  attach(instance: i18n): i18n {
    const getFixedT = (instance.getFixedT as unknown as LooseGetFixedT).bind(instance);
    const texts = this.#texts;
    const limit = this.#limit;
    const memoGetFixedT: LooseGetFixedT = (lng, ns, keyPrefix, options) => {
      const fixedT = getFixedT(lng, ns, keyPrefix, options);
      // `scopeNs` (react-i18next passes its namespaces) only reaches keys given as selector
      // functions, never remembered; other options, or a selector prefix, leave it as it is.
      if (!onlyScopes(options) || (keyPrefix !== undefined && typeof keyPrefix !== 'string')) return fixedT;
      const scope = `${String(lng ?? instance.language)}\u0000${String(ns ?? '')}\u0000${String(keyPrefix ?? '')}\u0000`;
      const memoT = (key: unknown, ...args: unknown[]): unknown => {
        if (typeof key !== 'string' || args.length > 0) return fixedT(key, ...args);
        const id = scope + key;
        const known = texts.get(id);
        if (known !== undefined) return known;
        const text = fixedT(key);
        if (typeof text === 'string') {
          if (texts.size >= limit) texts.clear();
          texts.set(id, text);
        }
        return text;
      };
      // react-i18next reads the fixed function's language, namespaces and prefix.
      const { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix } = fixedT as unknown as Record<string, unknown>;
      return Object.assign(memoT, { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix });
    };
    instance.getFixedT = memoGetFixedT as unknown as i18n['getFixedT'];
    return instance;
  }
}
