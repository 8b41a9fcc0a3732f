import type { NotebookResult } from '@windfamily/contract/notebook';

/** A cell as text: objects and arrays as JSON, null as nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing space. */
const field = (text: string) =>
  /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** The result as CSV (RFC 4180: CRLF line ends, a header row of the column names). */
export function resultCsv(result: Pick<NotebookResult, 'columns' | 'rows'>): string {
  const lines = [
    result.columns.map((column) => field(column.name)),
    ...result.rows.map((row) => row.map((value) => field(cellText(value)))),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
