import { Box } from '@mui/material';
import { cutLines } from '@windfamily/contract/account-basics';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDetectedCountry } from '../../../geo/api';
import { CountryField } from './country-field';
import { FormTextField } from './form-text-field';

/** While the country was not touched, it follows the visitor's detected country. */
function useFollowDetectedCountry(enabled: boolean) {
  const detected = useDetectedCountry();
  const { getFieldState, resetField } = useFormContext();
  useEffect(() => {
    if (enabled && !getFieldState('country').isDirty) {
      resetField('country', { defaultValue: detected });
    }
  }, [enabled, detected, getFieldState, resetField]);
}

/**
 * The address part of a form (fields fullname, address, zipcode, city, state, country). Full
 * name and address take two lines at most; a third line is cut while typing.
 */
export function AddressFields({
  followDetectedCountry = false,
}: {
  /** Set the country to the visitor's detected country until the user picks one. */
  followDetectedCountry?: boolean;
}) {
  useFollowDetectedCountry(followDetectedCountry);
  return (
    <>
      <FormTextField
        name="fullname"
        label="Full name"
        required
        multiline
        maxRows={2}
        transform={cutLines}
        autoComplete="name"
        helperText="Optional second line, e.g. company or c/o"
      />
      <FormTextField
        name="address"
        label="Address"
        required
        multiline
        maxRows={2}
        transform={cutLines}
        autoComplete="street-address"
        helperText="Street and number; optional second line"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormTextField name="zipcode" label="Zip code" required autoComplete="postal-code" />
        <FormTextField name="city" label="City" required autoComplete="address-level2" />
      </Box>
      <FormTextField name="state" label="State / region" autoComplete="address-level1" />
      <CountryField />
    </>
  );
}
