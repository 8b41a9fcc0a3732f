/**
 * A CSV cell: quoted when it holds a separator, a quote or a line break; a cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe, so that opening the export never runs anything.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text, with CRLF line ends (RFC 4180). */
export const toCsv = (rows: string[][]): string => rows.map(csvRow).join('');

/**
 * One row of CSV text with its CRLF: text cells escaped, amounts (marked with `csvAmount`)
 * as they are, so that a negative amount stays a number in a spreadsheet.
 */
export const csvRow = (row: readonly (string | CsvAmount)[]): string =>
  `${row.map((cell) => (typeof cell === 'string' ? csvCell(cell) : cell.text)).join(',')}\r\n`;

/** An amount or a count, written as it is: digits, a point and a sign only. */
export interface CsvAmount {
  text: string;
}
export const csvAmount = (value: string | number): CsvAmount => {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not an amount: ${text}`);
  return { text };
};
