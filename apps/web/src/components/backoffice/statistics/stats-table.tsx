import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { downloadCsv } from '../../../lib/csv';
import { SectionCard } from '../../section-card';

export interface StatsColumn<T> {
  label: string;
  /** The cell as shown; a column without it is in the CSV only. */
  render?: (row: T) => ReactNode;
  /** The cell in the CSV: plain numbers (euros with a point) and text. */
  csv: (row: T) => string | number;
  numeric?: boolean;
  /** Long text (a page's path): wraps, after its slashes first, instead of widening the table. */
  long?: boolean;
}

/** `/store/products/wings` with a line break allowed after each slash. */
const breakable = (content: ReactNode) =>
  typeof content === 'string'
    ? content
        .split(/(?<=\/)/)
        .flatMap((part, index) => (index ? [<wbr key={index} />, part] : part))
    : content;

/**
 * One table of a dashboard, titled, scrolling on narrow screens, with every row and column as
 * a CSV file (`fileName`). With `firstRows`, that many are shown until "Show all" is pressed.
 */
export function StatsTable<T>({
  title,
  rows,
  columns,
  fileName,
  empty = 'Nothing in this period.',
  firstRows,
}: {
  title: string;
  rows: readonly T[];
  columns: StatsColumn<T>[];
  fileName: string;
  empty?: string;
  firstRows?: number;
}) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shownColumns = columns.filter((column) => column.render);
  const cut = firstRows !== undefined && rows.length > firstRows;
  const shown = cut && !all ? rows.slice(0, firstRows) : rows;
  const toggle = all ? `Show the first ${firstRows}` : `Show all ${rows.length}`;
  const align = (column: StatsColumn<T>) => (column.numeric ? 'right' : 'left');
  return (
    <SectionCard
      id={id}
      title={title}
      action={
        <Button
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={rows.length === 0}
          aria-label={`Export ${title} as CSV`}
          onClick={() =>
            downloadCsv(fileName, {
              columns: columns.map((column) => ({ name: column.label })),
              rows: rows.map((row) => columns.map((column) => column.csv(row))),
            })
          }
        >
          CSV
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer
          sx={{
            maxHeight: 420,
            overflowX: 'auto',
            // Narrower cells on a phone, for more columns in sight.
            '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
          }}
          tabIndex={0}
        >
          <Table size="small" stickyHeader aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {shownColumns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={align(column)}
                    sx={column.long ? {} : { whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={index}>
                  {shownColumns.map((column) => (
                    <TableCell
                      key={column.label}
                      align={align(column)}
                      sx={
                        column.long
                          ? { overflowWrap: 'break-word', minWidth: 120 }
                          : {
                              whiteSpace: 'nowrap',
                              ...(column.numeric ? { fontVariantNumeric: 'tabular-nums' } : {}),
                            }
                      }
                    >
                      {column.long ? breakable(column.render?.(row)) : column.render?.(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {cut && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setAll(!all)} aria-label={`${toggle} (${title})`}>
            {toggle}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}

/**
 * A dashboard's tables side by side where each has `minWidth` pixels (room for its columns),
 * else one under the other.
 */
export function StatsTableGrid({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
