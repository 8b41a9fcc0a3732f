import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { Badge, Button, Collapse, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';

const TEXT_DELAY_MS = 300;

/**
 * The filter bar above a list: the fields side by side, wrapping. On phones the first field
 * (`main`) stays and the others (`more`) fold away behind a button that counts those set.
 */
export function FilterBar({
  label,
  main,
  more,
  moreSet,
}: {
  label: string;
  main: ReactNode;
  more: ReactNode;
  /** How many of the `more` filters are set. */
  moreSet: number;
}) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  if (!isMobile)
    return (
      <Stack
        role="search"
        aria-label={label}
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {main}
        {more}
      </Stack>
    );
  return (
    <Stack role="search" aria-label={label} spacing={1.5} sx={{ mb: 2 }}>
      {main}
      <Button
        variant="outlined"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={moreId}
        startIcon={
          <Badge badgeContent={moreSet} color="primary">
            <FilterListIcon />
          </Badge>
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Fewer filters' : 'More filters'}
      </Button>
      <Collapse in={open} id={moreId}>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          {more}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/**
 * A text filter: the field shows what is typed at once; `onCommit` hears it once typing
 * pauses. A new `value` (the address changed, "Clear the filters") replaces what is shown.
 */
export function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
  search = false,
  maxLength = 100,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  /** A search box (with its icon), else a plain text field. */
  search?: boolean;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => onCommit(next.trim()), TEXT_DELAY_MS);
      }}
      size="small"
      sx={{
        flex: search ? 2 : 1,
        minWidth: { sm: search ? 220 : 150 },
        maxWidth: { sm: search ? 340 : 220 },
      }}
      slotProps={{
        input: search
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
        htmlInput: { type: search ? 'search' : 'text', maxLength },
      }}
    />
  );
}

/** A choice among `options`, with "All" for no filter. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: 1, minWidth: { sm: 140 }, maxWidth: { sm: 200 } }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day, from the browser's date picker (YYYY-MM-DD; empty for none). */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: 1, minWidth: { sm: 170 }, maxWidth: { sm: 190 } }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Options of a select from a list of values and their labels. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
