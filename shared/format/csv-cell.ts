/*
 * CSV injection (OWASP "CSV Injection"): a spreadsheet reads a cell starting with = + - @ (or a
 * tab or CR, and Apple Numbers their full-width forms) as a formula. Every CSV the console
 * writes (the log, order and analytics exports on the server, the keys and redemption codes in
 * the browser) writes its cells with CSV_FORMAT and passes text someone else chose (names,
 * content, a provider's number) through safeCell.
 */

/** Where a spreadsheet, or Python's `splitlines`, starts a new line: CR, LF, VT, FF, NEL, U+2028/9. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * A formula character at the start of the cell, of any line in it, or after a tab (a cell
 * pasted as text splits there), gets an apostrophe: `x\n=1+1` becomes `x\n'=1+1`.
 */
const FORMULA_START = /(^|[\t\n\v\f\r\u0085\u2028\u2029])(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A cell of text someone else chose, defused at the start of every line (the rest as it came). */
export function safeCell(text: string): string {
  return text.replace(FORMULA_START, "$1'");
}

/**
 * csv-stringify's options for every CSV the console writes: CRLF records (RFC 4180), and any
 * cell holding a line break quoted. csv-stringify quotes a lone LF or CR only while the record
 * delimiter is its default, and never U+2028: unquoted, Excel, LibreOffice and Python's csv
 * read the text after one as a new row.
 */
export const CSV_FORMAT = {
  record_delimiter: '\r\n',
  quote_record_delimiter: true,
  quoted_match: LINE_BREAK,
} as const;
