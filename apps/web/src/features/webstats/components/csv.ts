import type { WebstatsRow } from '@windfamily/contract/webstats';
import { resultCsv } from '../../notebook/components/csv';

/** A table of the web statistics as CSV, with the notebook's CSV writer. */
export const rowsCsv = (nameLabel: string, rows: readonly WebstatsRow[]): string =>
  resultCsv({
    columns: [nameLabel, 'visitors', 'visits', 'page_views'].map((name) => ({ name, type: '' })),
    rows: rows.map((row) => [row.name, row.visitors, row.visits, row.page_views]),
  });

/** Hands the browser `csv` as a file to save. */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
