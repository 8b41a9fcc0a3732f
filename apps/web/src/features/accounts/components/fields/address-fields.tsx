import { Box } from '@mui/material';
import { cutLines } from '@windfamily/contract/account-basics';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDetectedCountry } from '../../../geo/api';
import { CountryField } from './country-field';
import { FormTextField } from './form-text-field';

/**
 * While the country was not touched, it follows the visitor's detected country. A part of its
 * own, so that the detection's answer renders nothing but this.
 */
function FollowDetectedCountry() {
  const detected = useDetectedCountry();
  const { getFieldState, getValues, resetField } = useFormContext();
  useEffect(() => {
    // A reset renders the whole form again: none when the country is already the detected one.
    if (!getFieldState('country').isDirty && getValues('country') !== detected) {
      resetField('country', { defaultValue: detected });
    }
  }, [detected, getFieldState, getValues, resetField]);
  return null;
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
  return (
    <>
      {followDetectedCountry && <FollowDetectedCountry />}
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
