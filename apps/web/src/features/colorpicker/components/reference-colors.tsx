import { Box, ButtonBase, CircularProgress, TextField, Typography } from '@mui/material';
import type { ReferenceColor } from '@windfamily/contract/colorpicker';
import { useState } from 'react';
import { useReferenceColors } from '../api';
import { ColorChip } from './color-chip';

/**
 * The reference palette (named colours from the printers' books), to match one of them:
 * loaded when shown, filtered by name.
 */
export function ReferenceColors({ onChoose }: { onChoose: (color: ReferenceColor) => void }) {
  const query = useReferenceColors(true);
  const [filter, setFilter] = useState('');

  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <CircularProgress size={18} aria-hidden="true" />
        Loading the reference colours…
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Typography color="error" sx={{ py: 1 }}>
        We could not load the reference colours. Please try again later.
      </Typography>
    );
  }
  const wanted = filter.trim().toLowerCase();
  const shown = wanted
    ? query.data.filter((color) => color.name.toLowerCase().includes(wanted))
    : query.data;

  return (
    <Box>
      <TextField
        label="Find a reference colour"
        size="small"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        fullWidth
        sx={{ mb: 1 }}
      />
      <Box
        component="ul"
        aria-label="Reference colours"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          maxHeight: 280,
          overflowY: 'auto',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 0.5,
        }}
      >
        {shown.map((color) => (
          <li key={`${color.name}-${color.hex}`}>
            <ButtonBase
              onClick={() => onChoose(color)}
              aria-label={`Match ${color.name}`}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                gap: 1,
                px: 1,
                py: 0.75,
                minHeight: 44,
                borderRadius: 1,
                textAlign: 'left',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <ColorChip hex={color.hex} />
              <Box component="span" sx={{ fontSize: '0.875rem' }}>
                {color.name}
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Box>
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No reference colour by that name.
        </Typography>
      )}
    </Box>
  );
}
