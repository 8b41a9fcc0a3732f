import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { SpecRow } from '@windfamily/contract/catalog';
import { Fragment } from 'react';

/** Values listed per size ("XS 4.3 kg · S 4.6 kg") wrap between the entries, never inside one. */
function SpecValue({ value }: { value: string }) {
  const parts = value.split(' · ');
  if (parts.length === 1) return value;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          <Box component="span" aria-hidden="true" sx={{ color: 'text.disabled', mx: 0.75 }}>
            ·
          </Box>
          <wbr />
        </>
      )}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {part}
      </Box>
    </Fragment>
  ));
}

/** The technical data: one row per spec, the label as the row's header. */
export function SpecsTable({ specs, caption }: { specs: SpecRow[]; caption: string }) {
  return (
    <Table
      size="small"
      sx={{
        '& caption': {
          captionSide: 'top',
          p: 0,
          mb: 1,
          color: 'text.secondary',
          textAlign: 'left',
        },
        '& th, & td': { py: 1.25, px: { xs: 1, sm: 2 }, fontSize: '0.95rem', verticalAlign: 'top' },
        '& tr:nth-of-type(odd)': { bgcolor: 'rgba(11, 61, 92, 0.04)' },
      }}
    >
      <caption>{caption}</caption>
      <TableBody>
        {specs.map((row) => (
          <TableRow key={row.label}>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontWeight: 600, width: { xs: '38%', sm: '32%' }, color: 'text.secondary' }}
            >
              {row.label}
            </TableCell>
            <TableCell>
              <SpecValue value={row.value} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
