// Tables as CSV, built in the browser: the notebook's results and the statistics' tables.

import { saveFile } from './save-file';

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

/** A table: its columns' names and its rows of cells. */
export interface CsvTable {
  columns: { name: string }[];
  rows: unknown[][];
}

/** The table as CSV (RFC 4180: CRLF line ends, a header row of the column names). */
export function resultCsv(result: CsvTable): string {
  const lines = [
    result.columns.map((column) => field(column.name)),
    ...result.rows.map((row) => row.map((value) => field(cellText(value)))),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Saves the table as a CSV file named `fileName`. */
export const downloadCsv = (fileName: string, table: CsvTable): void =>
  saveFile(new Blob([resultCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
