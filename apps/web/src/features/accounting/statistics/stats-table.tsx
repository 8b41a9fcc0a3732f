import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { downloadCsv } from '../../../lib/csv';

export interface StatsColumn<T> {
  label: string;
  /** The cell as shown. */
  render: (row: T) => ReactNode;
  /** The cell in the CSV: plain numbers (euros with a point) and text. */
  csv: (row: T) => string | number;
  numeric?: boolean;
}

/**
 * One table of the dashboard, titled, scrolling sideways on narrow screens, with its rows as
 * a CSV file (`fileName`).
 */
export function StatsTable<T>({
  title,
  rows,
  columns,
  fileName,
  empty = 'Nothing in this period.',
}: {
  title: string;
  rows: T[];
  columns: StatsColumn<T>[];
  fileName: string;
  empty?: string;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, flexGrow: 1 }}>
            {title}
          </Typography>
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
        </Box>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 420, overflowX: 'auto' }} tabIndex={0}>
            <Table size="small" stickyHeader aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.label}
                        align={column.numeric ? 'right' : 'left'}
                        sx={{
                          whiteSpace: 'nowrap',
                          ...(column.numeric ? { fontVariantNumeric: 'tabular-nums' } : {}),
                        }}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
