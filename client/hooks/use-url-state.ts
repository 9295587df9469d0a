import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applyChange, ownedQuery, withSearchState } from '#shared/url-state/search-state.ts';
import type { SearchStateCodec } from '#shared/url-state/search-state.ts';

/** How long typing pauses before the URL (and so a loader's list) follows. */
export const TYPING_DELAY_MS = 400;

export interface SetOptions {
  /** Typing: shown at once, written to the URL (replacing the entry) after a pause. */
  debounce?: boolean;
  /** Overrides the hook's history mode for this change. */
  replace?: boolean;
}

export interface UrlState<T> {
  /** The state the URL holds now: what the loader read. */
  values: T;
  /** What the controls show: ahead of the URL while typing waits for its pause. */
  draft: T;
  /**
   * Changes some fields, on top of the newest draft. A change to anything but the page sends
   * the page back to its default, unless it moves the page itself. Returns false when the URL
   * stays as it is.
   */
  set(patch: Partial<T> | ((latest: T) => Partial<T>), options?: SetOptions): boolean;
  /** Back to the defaults, keeping the fields named (e.g. the page size). */
  reset(keep?: readonly (keyof T)[]): boolean;
}

export interface UrlStateOptions {
  /** `push` (default): each change is a history entry, so Back undoes it; `replace` for views that only filter what is loaded. */
  history?: 'push' | 'replace';
}

/**
 * THE URL state of a list (filters, page, page size, sort), described by a codec
 * (`defineSearchState`) that the page's loader reads too, so the server render, a reload and
 * a shared link all show the same view.
 *
 * Router locations commit later (after loaders, in a transition), so every change builds on
 * the newest state this hook wrote, not on the rendered one: quick clicks keep each other and
 * typing never loses keystrokes. Only a URL this hook never wrote (Back, a link) replaces the
 * draft.
 */
export function useUrlState<T extends object>(codec: SearchStateCodec<T>, { history = 'push' }: UrlStateOptions = {}): UrlState<T> {
  const [params, setParams] = useSearchParams();
  const query = ownedQuery(codec, params);
  const values = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query]);
  const [draft, setDraft] = useState(values);
  const draftRef = useRef(draft);
  // Owned query strings written here that the router has not shown yet, oldest first.
  const written = useRef<string[]>([]);
  // The whole URL query of the newest write, so other params survive quick successive writes.
  const lastBase = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The committed URL, for writes that run later than the render that scheduled them (typing).
  const location = useRef({ params, query });

  useEffect(() => {
    location.current = { params, query };
  }, [params, query]);

  useEffect(() => {
    const index = written.current.indexOf(query);
    if (index >= 0) {
      written.current = written.current.slice(index + 1);
      if (written.current.length === 0) lastBase.current = null;
      return;
    }
    // Another URL (Back, a link): it wins over what was typed and not written yet.
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    written.current = [];
    lastBase.current = null;
    draftRef.current = values;
    setDraft(values);
  }, [query, values]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const write = useCallback(
    (next: T, replace: boolean): boolean => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      draftRef.current = next;
      setDraft(next);
      const base = new URLSearchParams(lastBase.current ?? location.current.params.toString());
      const target = withSearchState(codec, base, next);
      const key = ownedQuery(codec, target);
      if (key === (written.current.at(-1) ?? location.current.query)) return false;
      written.current = [...written.current.slice(-50), key];
      lastBase.current = target.toString();
      setParams(target, { replace, preventScrollReset: true });
      return true;
    },
    [codec, setParams],
  );

  const set = useCallback(
    (patch: Partial<T> | ((latest: T) => Partial<T>), options: SetOptions = {}): boolean => {
      const latest = draftRef.current;
      const next = applyChange(codec, latest, typeof patch === 'function' ? patch(latest) : patch);
      if (!options.debounce) return write(next, options.replace ?? history === 'replace');
      draftRef.current = next;
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => write(draftRef.current, true), TYPING_DELAY_MS);
      return true;
    },
    [codec, history, write],
  );

  const reset = useCallback(
    (keep: readonly (keyof T)[] = []): boolean => {
      const next = { ...codec.defaults };
      for (const name of keep) next[name] = draftRef.current[name];
      return write(next, history === 'replace');
    },
    [codec, history, write],
  );

  return { values, draft, set, reset };
}
