import { ThemeProvider } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/downloads';
import { testTheme } from '../../../test/theme';
import { StatsTable, type StatsColumn } from './stats-table';

interface Row {
  name: string;
  visits: number;
  views: number;
}

const COLUMNS: StatsColumn<Row>[] = [
  { label: 'Page', render: (row) => row.name, csv: (row) => row.name, long: true },
  {
    label: 'Visits',
    numeric: true,
    render: (row) => `${row.visits} visits`,
    csv: (row) => row.visits,
  },
  { label: 'Page views', numeric: true, csv: (row) => row.views },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `/page, ${i + 1}`,
    visits: 10 * (i + 1),
    views: i,
  }));

function renderTable(props: { rows: Row[]; firstRows?: number; empty?: string }) {
  render(
    <ThemeProvider theme={testTheme}>
      <StatsTable title="Pages" columns={COLUMNS} fileName="pages-2026-06.csv" {...props} />
    </ThemeProvider>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StatsTable', () => {
  it('shows the first rows until all are asked for, and saves every row and column as CSV', async () => {
    const downloads = catchDownloads();
    const user = renderTable({ rows: rows(3), firstRows: 2 });

    const region = screen.getByRole('region', { name: 'Pages' });
    const table = within(region).getByRole('table', { name: 'Pages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Visits']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['/page, 110 visits', '/page, 220 visits']);
    // A long text may wrap after its slashes.
    expect(within(table).getAllByRole('cell')[0]!.innerHTML).toBe('/<wbr>page, 1');
    await user.click(screen.getByRole('button', { name: 'Show all 3 (Pages)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    await user.click(screen.getByRole('button', { name: 'Show the first 2 (Pages)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);

    await user.click(screen.getByRole('button', { name: 'Export Pages as CSV' }));
    expect(await downloads()).toEqual([
      {
        name: 'pages-2026-06.csv',
        text: 'Page,Visits,Page views\r\n"/page, 1",10,0\r\n"/page, 2",20,1\r\n"/page, 3",30,2\r\n',
      },
    ]);
  });

  it('says when the period has no rows, with nothing to export', () => {
    renderTable({ rows: [], firstRows: 2, empty: 'Nothing counted in this period.' });
    const region = screen.getByRole('region', { name: 'Pages' });
    expect(region).toHaveTextContent('Nothing counted in this period.');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Pages as CSV' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
