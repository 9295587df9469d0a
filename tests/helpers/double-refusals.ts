import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', 'mock-gateway');
const CJK = /[\u3400-\u9fff]/;

/** A string literal in one of the places the double writes a refusal. */
const REFUSAL_CONTEXT = /(?:\bfail\(\s*|\berror:\s*|\bmessage:\s*|\breturn\s+|\b[A-Z][A-Z0-9_]{2,}\s*=\s*)(['"])((?:(?!\1)[^\\\n])+)\1/g;
/** A table of refusals (`const MESSAGES = { notFound: '…', … }`): each entry's text. */
const REFUSAL_TABLE = /\bconst [A-Z][A-Z0-9_]+\s*=\s*\{([^}]*)\}/g;
const TABLE_ENTRY = /^\s*\w+:\s*(['"])((?:(?!\1)[^\\\n])+)\1,?\s*$/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'store' || name === 'routes' || name === 'http' ? sourceFiles(path) : [];
    return path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Every Chinese text the double's routes, store and HTTP layer can refuse a call with (where it
 * calls `fail`, returns an error text, or keeps a table of them), with its file. Seed data (a
 * group's name, a task's prompt) is in none of those places.
 */
export function doubleRefusals(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(join(ROOT, 'routes')), ...sourceFiles(join(ROOT, 'store')), ...sourceFiles(join(ROOT, 'http'))]) {
    const text = readFileSync(file, 'utf8');
    const add = (value: string) => {
      if (CJK.test(value) && !value.includes('${')) found.set(value, file.slice(ROOT.length + 1));
    };
    for (const match of text.matchAll(REFUSAL_CONTEXT)) add(match[2] ?? '');
    for (const table of text.matchAll(REFUSAL_TABLE)) for (const entry of (table[1] ?? '').matchAll(TABLE_ENTRY)) add(entry[2] ?? '');
  }
  return found;
}
