import type { WebstatsRow } from '@windfamily/contract/webstats';
import type { CsvTable } from '../../../lib/csv';

/** A table of the web statistics, ready for `downloadCsv`. */
export const rowsTable = (nameLabel: string, rows: readonly WebstatsRow[]): CsvTable => ({
  columns: [nameLabel, 'visitors', 'visits', 'page_views'].map((name) => ({ name })),
  rows: rows.map((row) => [row.name, row.visitors, row.visits, row.page_views]),
});
