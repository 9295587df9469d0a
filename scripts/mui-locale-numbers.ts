import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Our formatter factory, built on first use (the file says why). */
export const LAZY_FORMAT_NUMBER = fileURLToPath(new URL('../client/theme/lazy-format-number.ts', import.meta.url));

/** Whether an import is MUI's locale packs' `./utils/buildFormatNumber.mjs` (or its CommonJS twin). */
export function isMuiLocaleFormatNumber(source: string, importer: string | undefined): boolean {
  return (
    importer !== undefined && /[\\/]@mui[\\/]material[\\/]locale[\\/]/.test(importer) && /(^|\/)buildFormatNumber(\.m?js)?$/.test(source)
  );
}

/**
 * A Vite plugin (both builds): MUI's locale packs build their number formatter on first use
 * instead of at import, their one import of it resolved to client/theme/lazy-format-number.ts.
 */
export function muiLocaleNumbersOnUse(): Plugin {
  return {
    name: 'mui-locale-numbers-on-use',
    enforce: 'pre',
    resolveId: (source, importer) => (isMuiLocaleFormatNumber(source, importer) ? LAZY_FORMAT_NUMBER : null),
  };
}
