import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';

/** The search box of a list: what is typed, and what may be typed. */
export function ListSearchField({
  value,
  onChange,
  placeholder,
  label = 'Search',
  sx,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
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
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { type: 'search', maxLength: 100 },
      }}
    />
  );
}
