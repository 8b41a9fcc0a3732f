import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MAX_UNITS, type StockCheckLine } from '@windfamily/contract/logistics';
import { useState, type KeyboardEvent } from 'react';

/** How a line's count stands with the server. */
export type LineStatus = 'saved' | 'saving' | 'unsaved' | 'failed';

/** The server's words for a line whose stock moved after it was counted (or the count began). */
export const movedText = (line: StockCheckLine) =>
  line.counted === null
    ? `Stock of ${line.variant.sku} moved after the count began: the ledger now has ${line.current}.`
    : `Stock of ${line.variant.sku} moved after it was counted: count it again.`;

const STATUS_TEXT: Record<LineStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Not saved yet',
  failed: 'Not saved',
};

const clamp = (units: number) => Math.min(MAX_UNITS, Math.max(0, units));

/** Takes the focus to the next line's number (Enter), so a keyboard counts line after line. */
function toNextLine(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const inputs = [...document.querySelectorAll<HTMLInputElement>('input[data-count-input]')];
  inputs[inputs.indexOf(event.currentTarget) + 1]?.focus();
}

/**
 * One variant of a count, made for a thumb: its name, a number with large − and + on either
 * side, whether the count is saved, the ledger's word when stock moved since, and the way to
 * take the line out.
 */
export function CountLine({
  line,
  value,
  status,
  error,
  open,
  onCount,
  onDelete,
}: {
  line: StockCheckLine;
  /** What is counted: the draft, else what the server has; null: not counted yet. */
  value: number | null;
  status: LineStatus | null;
  error?: string;
  open: boolean;
  onCount: (counted: number) => void;
  onDelete: () => void;
}) {
  // What is typed, while the number has the focus; else the count.
  const [typing, setTyping] = useState<string | null>(null);
  const text = typing ?? (value === null ? '' : String(value));
  const sku = line.variant.sku;
  const step = (by: number) => onCount(clamp((value ?? (by > 0 ? 0 : line.expected)) + by));
  const touch = { minWidth: 56, width: 56, height: 56 };

  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`${line.variant.name}, ${sku}`}
      sx={{
        listStyle: 'none',
        borderColor: line.moved ? 'warning.main' : value === null ? 'divider' : 'success.light',
        borderWidth: line.moved ? 2 : 1,
      }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {line.variant.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`${sku} · expected ${line.expected}`}
            </Typography>
          </Box>
          {open && (
            <IconButton
              onClick={onDelete}
              aria-label={`Take ${sku} out of the count`}
              sx={{ width: 48, height: 48, mt: -0.5, mr: -0.5 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
        {open ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => step(-1)}
              disabled={value === 0}
              aria-label={`One fewer ${sku}`}
              sx={touch}
            >
              <RemoveIcon />
            </Button>
            <TextField
              value={text}
              onChange={(event) => {
                const typed = event.target.value.replace(/\D/g, '').slice(0, 6);
                setTyping(typed);
                if (typed !== '') onCount(clamp(Number(typed)));
              }}
              onFocus={(event) => {
                setTyping(text);
                event.target.select();
              }}
              onBlur={() => setTyping(null)}
              placeholder="–"
              fullWidth
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  enterKeyHint: 'next',
                  'aria-label': `Counted ${sku}`,
                  'data-count-input': true,
                  onKeyDown: toNextLine,
                  style: { textAlign: 'center', fontSize: '1.5rem', padding: '10px 8px' },
                },
              }}
            />
            <Button
              variant="outlined"
              onClick={() => step(1)}
              aria-label={`One more ${sku}`}
              sx={touch}
            >
              <AddIcon />
            </Button>
          </Stack>
        ) : (
          <Typography sx={{ mt: 1 }}>
            {value === null ? 'Not counted' : `Counted ${value}`}
          </Typography>
        )}
        {open && (
          <Typography
            variant="body2"
            role="status"
            color={
              status === 'failed'
                ? 'error'
                : value === null
                  ? 'text.secondary'
                  : status === 'saved' || status === null
                    ? 'success.dark'
                    : 'text.secondary'
            }
            sx={{ mt: 0.75, minHeight: '1.43em' }}
          >
            {value === null
              ? 'Not counted yet'
              : status === 'failed' && error
                ? `Not saved: ${error}`
                : STATUS_TEXT[status ?? 'saved']}
          </Typography>
        )}
        {line.moved && (
          <Alert
            severity="warning"
            sx={{ mt: 1 }}
            action={
              open && value !== null ? (
                <Button color="inherit" size="small" onClick={() => onCount(value)}>
                  {`Still ${value}`}
                </Button>
              ) : undefined
            }
          >
            {movedText(line)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
