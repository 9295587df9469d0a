import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Our formatter factory, built on first use (the file says why). */
export const LAZY_FORMAT_NUMBER = fileURLToPath(new URL('../client/theme/lazy-format-number.ts', import.meta.url));

/**
 * Whether an import is MUI's `locale/utils/buildFormatNumber.mjs`, from inside @mui/material:
 * the locale packs' `./utils/…` and TablePagination's `../locale/utils/…`.
 */
export function isMuiFormatNumberImport(source: string, importer: string | undefined): boolean {
  return importer !== undefined && /[\\/]@mui[\\/]material[\\/]/.test(importer) && /(^|\/)utils\/buildFormatNumber(\.m?js)?$/.test(source);
}

/**
 * A Vite plugin (both builds): MUI's number formatters are built on first use instead of at
 * import, each import of MUI's factory resolved to client/theme/lazy-format-number.ts.
 */
export function muiNumbersOnUse(): Plugin {
  return {
    name: 'mui-numbers-on-use',
    enforce: 'pre',
    resolveId: (source, importer) => (isMuiFormatNumberImport(source, importer) ? LAZY_FORMAT_NUMBER : null),
  };
}
