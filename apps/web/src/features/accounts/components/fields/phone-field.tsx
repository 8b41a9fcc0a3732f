import PublicIcon from '@mui/icons-material/Public';
import { Box } from '@mui/material';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { MuiTelInput } from 'mui-tel-input';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useDetectedCountry } from '../../../geo/api';

const telCountry = (code: string): CountryCode | undefined => {
  const upper = code.toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
};

// The country's code rather than a flag image (no image from the internet, no emoji font needed).
const countryBadge = (isoCode: string) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      minWidth: 30,
      px: 0.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 0.5,
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1.6,
      textAlign: 'center',
      color: 'text.secondary',
    }}
  >
    {isoCode}
  </Box>
);

/**
 * The phone number (form field `phone`), typed with the country's mask and dial code. The
 * country is guessed from the number; an empty field starts with the visitor's country. The
 * value is the international format, e.g. `+43 664 1234567`.
 */
export function PhoneField({ label = 'Phone' }: { label?: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'phone', control });
  const value = (field.value as string | undefined) ?? '';
  const detected = useDetectedCountry();
  // The input clears itself when its default country changes: follow the detected country
  // only while nothing is typed.
  const [defaultCountry, setDefaultCountry] = useState(detected);
  if (detected !== defaultCountry && !value) setDefaultCountry(detected);

  return (
    <MuiTelInput
      fullWidth
      required
      label={label}
      name={field.name}
      autoComplete="tel"
      value={value}
      defaultCountry={telCountry(defaultCountry)}
      onChange={(next, info) => {
        // Picking a country with no number yet shows the dial code but leaves the field empty.
        const phone = info.reason === 'country' && !info.nationalNumber ? '' : next;
        if (phone !== value) field.onChange(phone);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      getFlagElement={countryBadge}
      unknownFlagElement={<PublicIcon fontSize="small" aria-hidden />}
    />
  );
}
