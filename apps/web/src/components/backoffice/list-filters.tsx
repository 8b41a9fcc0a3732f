import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import {
  Badge,
  Button,
  InputAdornment,
  MenuItem,
  TextField,
  type SxProps,
  type Theme,
} from '@mui/material';

/**
 * The search box of a list (or, with `search` off, a plain text filter): what is typed, and
 * what may be typed.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = 'Search',
  search = true,
  maxLength = 100,
  sx,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
  /** A search box (with its icon), else a plain text field. */
  search?: boolean;
  maxLength?: number;
  sx?: SxProps<Theme>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      autoFocus={autoFocus}
      sx={sx}
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

/** A choice among `options`, with "All" (or `emptyLabel`) for no filter. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  emptyLabel = 'All',
  sx,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  emptyLabel?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
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
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Options of a select from a list of values and their labels. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The phone's button that shows the filters folded away, counting those set among them. */
export function MoreFiltersButton({
  open,
  onToggle,
  set,
  controls,
  sx,
}: {
  open: boolean;
  onToggle: () => void;
  /** How many of the folded filters are set. */
  set: number;
  /** The id of what the button shows and hides. */
  controls: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      variant="outlined"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      startIcon={
        <Badge badgeContent={set} color="primary">
          <FilterListIcon />
        </Badge>
      }
      sx={sx}
    >
      {open ? 'Fewer filters' : 'More filters'}
    </Button>
  );
}
