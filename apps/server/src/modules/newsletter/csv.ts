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
export const toCsv = (rows: string[][]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
