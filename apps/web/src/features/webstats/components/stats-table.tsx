import DownloadIcon from '@mui/icons-material/FileDownload';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { WebstatsRow } from '@windfamily/contract/webstats';
import { useState } from 'react';
import { downloadCsv } from '../../../lib/csv';
import { rowsTable } from './csv';

const SHOWN = 10;
const number = new Intl.NumberFormat('en');

/** One table of the statistics (pages, referrers…): the first ten, all on demand, and CSV. */
export function StatsTable({
  title,
  nameLabel,
  rows,
  fileName,
  measure = 'visits',
}: {
  title: string;
  nameLabel: string;
  rows: WebstatsRow[];
  fileName: string;
  /** The column it is ranked by: page views for pages, visits for the rest. */
  measure?: 'visits' | 'page_views';
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, SHOWN);
  const id = `webstats-${fileName}`;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => downloadCsv(`${fileName}.csv`, rowsTable(nameLabel, rows))}
            disabled={rows.length === 0}
            aria-label={`Export ${title} as CSV`}
          >
            CSV
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Nothing counted in this period.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={id}>
              <TableHead>
                <TableRow>
                  <TableCell>{nameLabel}</TableCell>
                  <TableCell align="right">Visitors</TableCell>
                  <TableCell align="right">
                    {measure === 'page_views' ? 'Page views' : 'Visits'}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.name}>
                    <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                      {row.name}
                    </TableCell>
                    <TableCell align="right">{number.format(row.visitors)}</TableCell>
                    <TableCell align="right">{number.format(row[measure])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {rows.length > SHOWN && (
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              onClick={() => setAll(!all)}
              aria-label={`${all ? `Show the first ${SHOWN}` : `Show all ${rows.length}`} (${title})`}
            >
              {all ? `Show the first ${SHOWN}` : `Show all ${rows.length}`}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
