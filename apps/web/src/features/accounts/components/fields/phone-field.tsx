import PublicIcon from '@mui/icons-material/Public';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { CountryCode } from 'libphonenumber-js/min';
import { useDetectedCountry } from '../../../geo/api';
import {
  caretAfterFormat,
  countryOfPhone,
  deleteThroughSeparator,
  dialCode,
  formatPhone,
  phoneCountry,
  phoneCountryLabel,
  phoneCountryOptions,
  phoneInCountry,
  type PhoneCountryOption,
} from './phone-number';

/**
 * The country of the number, as its code (no flag image from the internet, no emoji font
 * needed), over a native list of countries: the phone's own picker on a phone, type-ahead by
 * name on a desktop.
 */
function DialCodeSelect({
  country,
  onPick,
}: {
  country: CountryCode | undefined;
  onPick: (code: string) => void;
}) {
  // The 245 countries are named and listed once the list is about to open (focus, a press):
  // until then it holds the number's country alone, which spares each form's first render.
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const options: PhoneCountryOption[] = listed
    ? phoneCountryOptions()
    : country
      ? [{ code: country, label: phoneCountryLabel(country) }]
      : [];
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 0.5,
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {country ? (
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
          {country}
        </Box>
      ) : (
        <PublicIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      )}
      <Box
        component="select"
        aria-label="Dial code"
        value={country ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onPick(event.target.value)}
        onFocus={list}
        onPointerDown={list}
        sx={{ position: 'absolute', inset: 0, width: '100%', opacity: 0, cursor: 'pointer' }}
      >
        {!country && <option value="">Other country</option>}
        {options.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The phone number (form field `phone`), formatted as it is typed with the country's dial code
 * ('+43 664 1234567'). Digits typed without the plus sign are a number of the chosen country;
 * the country follows the number's dial code. An empty field starts with the visitor's country.
 */
export function PhoneField({ label = 'Phone' }: { label?: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'phone', control });
  const value = (field.value as string | undefined) ?? '';
  const detected = phoneCountry(useDetectedCountry());
  const [picked, setPicked] = useState<CountryCode>();
  const chosen = picked ?? detected;
  const country = countryOfPhone(value, chosen);

  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = deleteThroughSeparator(
      value,
      event.target.value,
      event.target.selectionStart ?? event.target.value.length,
    );
    const next = formatPhone(edit.text, country ?? chosen);
    const at = caretAfterFormat(edit.text, edit.caret, next);
    if (next === value) {
      // The same text again (a letter or a separator typed): the input and its caret go back.
      event.target.value = value;
      event.target.setSelectionRange(at, at);
      return;
    }
    caret.current = at;
    field.onChange(next);
  };

  const pick = (code: string) => {
    const next = phoneCountry(code);
    if (!next) return;
    setPicked(next);
    const moved = phoneInCountry(value, next);
    if (moved !== value) field.onChange(moved);
    // Focus stays on the list: on a desktop its arrow keys and type-ahead pick as they go.
  };

  return (
    <TextField
      fullWidth
      required
      type="tel"
      label={label}
      name={field.name}
      autoComplete="tel"
      value={value}
      placeholder={chosen ? dialCode(chosen) : '+'}
      onChange={change}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <DialCodeSelect country={country} onPick={pick} />
            </InputAdornment>
          ),
        },
        inputLabel: { shrink: true },
      }}
    />
  );
}
