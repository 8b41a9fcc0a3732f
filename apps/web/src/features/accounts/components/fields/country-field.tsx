import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { Country } from '@windfamily/contract/system';
import { useCountries } from '../../../geo/api';

/** Country names by code; a name that two countries share gets the code added. */
function countryLabels(countries: Country[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const { name } of countries) counts.set(name, (counts.get(name) ?? 0) + 1);
  return new Map(
    countries.map(({ code, name }) => [
      code,
      (counts.get(name) ?? 0) > 1 ? `${name} (${code.toUpperCase()})` : name,
    ]),
  );
}

/** The country (form field `country`, a lower-case code), searchable by name. */
export function CountryField() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'country', control });
  const value = (field.value as string | undefined) || null;
  const { data: countries, isPending } = useCountries();
  const labels = useMemo(() => countryLabels(countries ?? []), [countries]);
  const options = useMemo(
    () => (countries ? countries.map((country) => country.code) : value ? [value] : []),
    [countries, value],
  );

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, code) => field.onChange(code ?? '')}
      onBlur={field.onBlur}
      loading={isPending}
      autoHighlight
      getOptionLabel={(code) => labels.get(code) ?? code.toUpperCase()}
      renderOption={({ key: _key, ...optionProps }, code) => (
        <li key={code} {...optionProps}>
          {labels.get(code) ?? code.toUpperCase()}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label="Country"
          name={field.name}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          autoComplete="country"
        />
      )}
    />
  );
}
