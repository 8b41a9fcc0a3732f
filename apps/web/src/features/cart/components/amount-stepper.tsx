import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, InputBase } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';

export interface AmountStepperProps {
  /** The line's amount as the server has it. */
  value: number;
  /** The most the line may hold now (stock); plus is disabled there. */
  max: number;
  /** What the amount is of, for the controls' names, e.g. "Sophie Joy · M". */
  itemName: string;
  /** A change is being saved: further changes wait (no double sends). */
  pending?: boolean;
  onChange: (amount: number) => void;
}

/**
 * Minus, the amount, plus (SPEC.md section 5: never below 1, minus disabled at 1; plus
 * disabled at the line's maximum). The amount can be typed too: it is sent on Enter or when
 * the field is left, kept between 1 and the maximum. While a change is saved the controls
 * ignore input but keep the keyboard focus.
 */
export function AmountStepper({
  value,
  max,
  itemName,
  pending = false,
  onChange,
}: AmountStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  const upper = Math.max(max, 1);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) return setDraft(String(value));
    const amount = Math.min(Math.max(typed, 1), Math.max(upper, value));
    setDraft(String(amount));
    if (amount !== value && !pending) onChange(amount);
    else if (amount !== value) setDraft(String(value));
  };
  const step = (delta: number) => {
    if (!pending) onChange(value + delta);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(String(value));
    }
  };

  const buttonSx = { width: 36, height: 36, borderRadius: 1 };
  return (
    <Box
      role="group"
      aria-label={`Amount of ${itemName}`}
      aria-busy={pending || undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        opacity: pending ? 0.7 : 1,
        transition: 'opacity 150ms',
      }}
    >
      <IconButton
        size="small"
        aria-label={`Decrease amount of ${itemName}`}
        disabled={value <= 1}
        aria-disabled={pending || value <= 1}
        onClick={() => step(-1)}
        sx={buttonSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commit}
        onKeyDown={onKeyDown}
        readOnly={pending}
        inputProps={{
          'aria-label': `Amount of ${itemName}`,
          inputMode: 'numeric',
          pattern: '[0-9]*',
        }}
        sx={{
          width: 40,
          '& input': {
            textAlign: 'center',
            p: 0.5,
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
          },
        }}
      />
      <IconButton
        size="small"
        aria-label={`Increase amount of ${itemName}`}
        disabled={value >= max}
        aria-disabled={pending || value >= max}
        onClick={() => step(1)}
        sx={buttonSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
