import { parse } from 'csv-parse/sync';

/** The records of a CSV text, header included (BOM dropped, quotes and CRLF handled by csv-parse). */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}
