import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { SHARED_RULES_PLACEHOLDER } from '#shared/shared-styles.ts';

/*
 * Emotion writes a `<style data-emotion="mui NAME">` element in front of every element whose
 * style is new to the page (about 110 on a dashboard page, each with its nonce: 8–9 KB of tags).
 * And a styled component that wraps another component (MUI's Button on ButtonBase, IconButton,
 * inputs) writes its own rules first, although the inner styled component merges them into a
 * class of its own and no element ever carries the outer class (17–20 KB per page). This
 * transform, on the rendered HTML stream:
 *  - holds back a one-class style that is directly followed by another style (the outer half of
 *    such a pair) and writes it only if a later element does carry its class;
 *  - writes the styles of one React flush as one `<style>` at the place of the first: Emotion's
 *    browser cache adopts every name a tag lists, and the rules keep their order.
 * Without JavaScript nothing changes to the eye; with it, Emotion inserts any rule it finds
 * missing while hydrating, as it does for styles the server never wrote.
 */

/** A complete Emotion style element of the component cache (not `mui-global`, not another key). */
const STYLE_TAG = /<style data-emotion="(mui(?:rtl)? [^"]+)"((?: nonce="[^"]*")?)>([^<]*)<\/style>/g;
const CLASS_ATTR = /\sclass="([^"]*)"/g;

/** Styles merged into one tag: its place in the output, cache key, nonce attribute, names, rules. */
interface StyleGroup {
  at: number;
  key: string;
  nonce: string;
  names: string[];
  css: string;
}

/** Parses `data-emotion="mui a b"` into its cache key and names. */
function splitEmotionAttr(value: string): { key: string; names: string[] } {
  const [key = '', ...names] = value.split(' ');
  return { key, names };
}

/**
 * The compactor for one page: a Transform of the UTF-8 HTML that React renders. Chunks that
 * arrive in the same turn of the event loop (one React flush) are compacted together.
 */
export function createStyleCompactor(): Transform {
  const decoder = new StringDecoder('utf8');
  /** Held-back outer style elements by class name (`mui-abc`). */
  const held = new Map<string, string>();
  let pending = '';
  let scheduled = false;

  /** Compacts `text`, which ends on a tag boundary. */
  function compact(text: string): string {
    let out = '';
    let last = 0;
    /** The merged style of this flush (a new one where the key or nonce changes). */
    let group: StyleGroup | null = null;
    const emitText = (segment: string) => {
      if (held.size > 0) segment = releaseUsed(segment);
      out += segment;
    };
    for (const match of text.matchAll(STYLE_TAG)) {
      const [tag, attr = '', nonce = '', written = ''] = match;
      // A style the shared stylesheet holds writes only its name (#shared/shared-styles.ts).
      const css = written === SHARED_RULES_PLACEHOLDER ? '' : written;
      emitText(text.slice(last, match.index));
      last = match.index + tag.length;
      const { key, names } = splitEmotionAttr(attr);
      const followedByStyle = text.startsWith(`<style data-emotion="${key} `, last);
      if (followedByStyle && names.length === 1 && !css.includes('@keyframes')) {
        held.set(`${key}-${names[0] ?? ''}`, css === written ? tag : `<style data-emotion="${attr}"${nonce}></style>`);
        continue;
      }
      if (group && group.key === key && group.nonce === nonce) {
        group.names.push(...names);
        group.css += css;
      } else {
        out = insertGroup(out, group);
        group = { at: out.length, key, nonce, names, css };
      }
    }
    emitText(text.slice(last));
    return insertGroup(out, group);
  }

  /** Writes the group's merged tag at its place. */
  function insertGroup(out: string, group: StyleGroup | null): string {
    if (!group) return out;
    return `${out.slice(0, group.at)}<style data-emotion="${group.key} ${group.names.join(' ')}"${group.nonce}>${group.css}</style>${out.slice(group.at)}`;
  }

  /** Puts a held style back in front of the first element that carries its class. */
  function releaseUsed(segment: string): string {
    let result = '';
    let last = 0;
    for (const match of segment.matchAll(CLASS_ATTR)) {
      const tags: string[] = [];
      for (const className of (match[1] ?? '').split(' ')) {
        const style = held.get(className);
        if (style) {
          tags.push(style);
          held.delete(className);
        }
      }
      if (tags.length === 0) continue;
      const elementStart = segment.lastIndexOf('<', match.index);
      result += segment.slice(last, elementStart) + tags.join('');
      last = elementStart;
    }
    return result + segment.slice(last);
  }

  /** Everything up to the last complete tag; the rest waits for the next chunk. */
  function takeComplete(final: boolean): string {
    if (final) {
      const all = pending;
      pending = '';
      return all;
    }
    let cut = pending.length;
    const lastOpen = pending.lastIndexOf('<');
    if (lastOpen !== -1 && pending.indexOf('>', lastOpen) === -1) cut = lastOpen;
    const styleOpen = pending.lastIndexOf('<style');
    if (styleOpen !== -1 && pending.indexOf('</style>', styleOpen) === -1) cut = Math.min(cut, styleOpen);
    const ready = pending.slice(0, cut);
    pending = pending.slice(cut);
    return ready;
  }

  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const ready = takeComplete(false);
          if (ready) transform.push(compact(ready));
        });
      }
      callback();
    },
    flush(callback) {
      pending += decoder.end();
      // A flush may still be scheduled: take everything now, that one then finds nothing.
      const rest = takeComplete(true);
      callback(null, rest ? compact(rest) : undefined);
    },
  });
  return transform;
}
