import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';

interface PlainTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
  /** Attributes of the <input> (inputMode, autoComplete, …). */
  inputProps?: InputBaseComponentProps;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field that looks and reads as MUI's TextField, built from its parts: the
 * TextField module also brings Select, Menu, Popover and Modal along, ~25 KB that a shop page
 * with one number field does not need. The helper text describes the input.
 */
export function PlainTextField({
  id,
  label,
  value,
  onChange,
  error = false,
  helperText,
  size = 'medium',
  endAdornment,
  inputProps,
  sx,
}: PlainTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedBy = [inputProps?.['aria-describedby'], helperId].filter(Boolean).join(' ');
  return (
    <FormControl variant="outlined" size={size} error={error} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        endAdornment={endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': describedBy || undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
