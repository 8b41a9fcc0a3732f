import { FormControlLabel, FormHelperText, Switch, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** An on/off field bound to the surrounding form, with an optional line explaining it. */
export function FormSwitch({
  name,
  label,
  helperText,
  disabled,
}: {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const helperId = useId();
  const help = fieldState.error?.message ?? helperText;
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, ...(help ? { 'aria-describedby': helperId } : {}) },
            }}
          />
        }
      />
      {help && (
        <FormHelperText id={helperId} error={fieldState.invalid} sx={{ mt: -0.5, ml: 0 }}>
          {help}
        </FormHelperText>
      )}
    </Box>
  );
}
