import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { NotebookResult } from '@windfamily/contract/notebook';
import { cellText } from '../../../lib/csv';

/** The rows of a result: a sticky header, scrolling both ways inside its own box. */
export function ResultTable({ result }: { result: NotebookResult }) {
  return (
    <TableContainer sx={{ maxHeight: 480, overflow: 'auto', border: 1, borderColor: 'divider' }}>
      <Table size="small" stickyHeader aria-label="Result">
        <TableHead>
          <TableRow>
            {result.columns.map((column, i) => (
              <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                {column.name}
                <br />
                <small>{column.type}</small>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((value, c) => (
                <TableCell
                  key={c}
                  sx={{
                    fontFamily: 'monospace',
                    whiteSpace: 'pre',
                    maxWidth: 480,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {value === null ? <em>null</em> : cellText(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
