import { Autocomplete, Box, CircularProgress, Popover, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useCountries } from '../../geo/api';

/** SPEC.md section 9: the popup focuses its country field this long after opening. */
export const COUNTRY_FOCUS_DELAY_MS = 100;

export interface CountryPopoverProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  /** The current country code. */
  value: string;
  onClose: () => void;
  /** A country was chosen; the popover is closed by its owner. */
  onSelect: (code: string) => void;
}

/** The country popup: a required, searchable country field; choosing one closes it. */
export default function CountryPopover({
  id,
  anchor,
  open,
  value,
  onClose,
  onSelect,
}: CountryPopoverProps) {
  const { data: countries, isPending } = useCountries();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const byCode = useMemo(
    () => new Map((countries ?? []).map((country) => [country.code, country])),
    [countries],
  );
  const options = useMemo(() => (countries ?? []).map((country) => country.code), [countries]);

  const ready = countries !== undefined;
  useEffect(() => {
    if (!open || !ready) return;
    // Focused with its text selected: typing replaces the current country's name.
    const timer = setTimeout(() => {
      inputRef.current?.focus();
      inputRef.current?.select();
    }, COUNTRY_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, ready]);

  const label = (code: string) => byCode.get(code)?.name ?? code.toUpperCase();

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { p: 2, mt: 0.5, width: 320, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Show prices for
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Prices, VAT and shipping depend on the country you order for.
      </Typography>
      {ready ? (
        <Autocomplete
          options={options}
          value={value}
          disableClearable
          autoHighlight
          openOnFocus
          onChange={(_event, code) => onSelect(code)}
          // Choosing the country already set changes nothing, but closes the popup too.
          onClose={(_event, reason) => reason === 'selectOption' && onClose()}
          getOptionLabel={label}
          renderOption={({ key: _key, ...optionProps }, code) => (
            <Box component="li" key={code} {...optionProps} sx={{ gap: 1 }}>
              <span aria-hidden="true">{byCode.get(code)?.flag}</span>
              {label(code)}
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label="Country"
              inputRef={inputRef}
              autoComplete="off"
            />
          )}
        />
      ) : isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', height: 56 }}>
          <CircularProgress size={28} aria-label="Loading the countries" />
        </Box>
      ) : (
        <Typography color="error" role="alert">
          The countries could not be loaded.
        </Typography>
      )}
    </Popover>
  );
}
