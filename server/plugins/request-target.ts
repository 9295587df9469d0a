import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/*
 * The one normalisation of a request's path (issue 32, item 1). Every rule the console keys by
 * path (the route table and the `/api`-or-relay split, the secrets emptied in admin answers,
 * the stored secrets put back into edits, the settings writes that empty the page cache) looks
 * at the path this returns, and the proxy forwards exactly that path. Three parsers read a path
 * differently, and a spelling they disagree on could be checked as one path and routed as
 * another (`GET /api/user/.` was checked as no admin list and answered as one):
 * - the proxy's URL parser (WHATWG, in reply-from and undici) resolves `.` and `..` segments,
 *   also spelt `%2e`, turns `\` into `/` and drops a `#…` fragment;
 * - Go's net/http (one-hub) decodes every escape into `URL.Path`, `%2F` into a real `/`, and
 *   answers 400 to a malformed one; it resolves no dot segment and keeps doubled slashes;
 * - gin (one-hub's router, `gin.New()`: UseRawPath, RemoveExtraSlash and RedirectFixedPath
 *   off) matches that decoded path exactly, letter case and doubled slashes included, and
 *   redirects a missing or extra trailing slash to its other spelling (the client's next
 *   request passes here again).
 * So the path is decoded as Go decodes it (a catch-all such as `/api/prices/single/*model`
 * needs `%2F` to be a slash, model names hold them), its raw `.` and `..` segments are resolved
 * as the URL parser would resolve them anyway, and it is written back with only what a path
 * needs escaped: a form the URL parser leaves as it is and Go reads as the path that was
 * checked. Refused with 400: what the parsers read differently or no gateway path needs (an
 * escaped `.` or `\`, a raw `\`, a dot segment made by an escaped `/`, a fragment, a leading
 * `//`, which the URL parser reads as a host), an escaped control character, invalid UTF-8 or a
 * malformed escape (Go's own 400), `..` above the root, and a target that is not a path (`*`,
 * `http://host/…`). Raw control characters, spaces and non-ASCII bytes never get here: Node's
 * HTTP parser answers 400 itself. Letter case and doubled slashes are left alone, as gin leaves
 * them. The query is passed on as it came (no rule reads it as a path).
 */

/** A path already in the normal form: `/`-separated unescaped path characters, no `.` or `..` segment, not starting `//`. */
const NORMAL_PATH = /^(?!\/\/)(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]*)+$/;

/** Escapes of `.` and `\`, of control characters, and malformed ones. */
const REFUSED_ESCAPE = /%(?:2[Ee]|5[Cc]|[01][0-9A-Fa-f]|7[Ff]|(?![0-9A-Fa-f]{2}))/;

/** Path characters encodeURIComponent escapes although a path segment may hold them as they are (RFC 3986 `pchar`). */
const PLAIN_IN_PATH = /%(?:24|26|2B|2C|3A|3B|3D|40)/g;

function encodedPiece(piece: string): string {
  return encodeURIComponent(piece).replace(PLAIN_IN_PATH, decodeURIComponent);
}

/** A raw segment decoded as Go decodes it and written back, its escaped slashes now real ones; null to refuse. */
function decodedSegment(segment: string): string | null {
  if (segment.includes('\\') || REFUSED_ESCAPE.test(segment)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // An escape that is not UTF-8: no path the console could check.
    return null;
  }
  const pieces = decoded.split('/');
  // `a%2F..%2Fb` would be a `..` segment once its slashes are real.
  if (pieces.length > 1 && pieces.some((piece) => piece === '.' || piece === '..')) return null;
  return pieces.map(encodedPiece).join('/');
}

/** The normalised path of `path` (which starts with `/`), or null when it cannot be normalised safely. */
function normalisedPath(path: string): string | null {
  if (path.startsWith('//')) return null;
  const segments = path.slice(1).split('/');
  const kept: string[] = [];
  for (const [index, raw] of segments.entries()) {
    const last = index === segments.length - 1;
    if (raw === '.' || raw === '..') {
      if (raw === '..' && kept.pop() === undefined) return null;
      // `a/.` and `a/..` end in a slash (RFC 3986 §5.2.4).
      if (last) kept.push('');
      continue;
    }
    const segment = decodedSegment(raw);
    if (segment === null) return null;
    kept.push(segment);
  }
  const normal = `/${kept.join('/')}`;
  // Resolving can leave what the URL parser would read as a host (`/a/..//b`).
  return normal.startsWith('//') ? null : normal;
}

/**
 * The request target (path and query, as the client sent it) with its path normalised, or
 * null when it must be refused. A target already in the normal form (nearly every request) is
 * returned as it is after one regular-expression test.
 */
export function normalisedTarget(target: string): string | null {
  if (target.includes('#') || !target.startsWith('/')) return null;
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (NORMAL_PATH.test(path)) return target;
  const normal = normalisedPath(path);
  if (normal === null) return null;
  return queryStart === -1 ? normal : normal + target.slice(queryStart);
}

/** The path of a normalised target, without its query: what every path-keyed rule matches. */
export function pathOf(target: string): string {
  const queryStart = target.indexOf('?');
  return queryStart === -1 ? target : target.slice(0, queryStart);
}

const REFUSED = Symbol('request target refused');
type MarkedRequest = IncomingMessage & { [REFUSED]?: true };

/**
 * Fastify's `rewriteUrl`: runs before the router, so the route, every hook and the proxy see
 * the normalised target. A target that cannot be normalised is left as it came and marked, and
 * the first `onRequest` hook (installRequestTargetCheck) answers it 400.
 */
export function rewriteRequestTarget(request: IncomingMessage): string {
  const target = request.url ?? '/';
  const normal = normalisedTarget(target);
  if (normal !== null) return normal;
  (request as MarkedRequest)[REFUSED] = true;
  return target;
}

/** The 400 for a target rewriteRequestTarget refused, before any route or rule runs. */
export function installRequestTargetCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.raw as MarkedRequest)[REFUSED] !== true) {
      done();
      return;
    }
    void reply
      .code(400)
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send({ success: false, message: 'Bad Request: malformed path' });
  });
}
