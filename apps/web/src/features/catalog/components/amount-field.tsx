import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, InputBase } from '@mui/material';
import { useState } from 'react';

interface AmountFieldProps {
  value: number;
  /** The most that can be ordered (a stocked variant's stock). */
  max: number;
  onChange: (amount: number) => void;
  disabled?: boolean;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 1), Math.max(max, 1));

/** How many to put in the cart: minus, the number (typed or stepped), plus; 1 to `max`. */
export function AmountField({ value, max, onChange, disabled = false }: AmountFieldProps) {
  // What is typed, until the field is left or Enter is pressed.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(typed)) onChange(clamp(typed, max));
  };
  const buttonSx = { width: 44, height: 44, borderRadius: 1.5 };

  return (
    <Box
      role="group"
      aria-label="Amount"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: '1px solid',
        borderColor: 'grey.400',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        height: 48,
      }}
    >
      <IconButton
        aria-label="One less"
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1, max))}
        sx={buttonSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        disabled={disabled}
        inputProps={{
          'aria-label': 'Amount',
          inputMode: 'numeric',
          style: { textAlign: 'center', width: '2.5ch', fontWeight: 600 },
        }}
      />
      <IconButton
        aria-label="One more"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1, max))}
        sx={buttonSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
