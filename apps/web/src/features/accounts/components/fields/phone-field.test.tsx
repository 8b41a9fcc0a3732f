import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render';
import { PhoneField } from './phone-field';

/** The form's value, as it would be sent. */
function Value() {
  return <output aria-label="Value">{useWatch({ name: 'phone' }) as string}</output>;
}

function Form({ phone = '', children }: { phone?: string; children: ReactNode }) {
  const form = useForm({ defaultValues: { phone } });
  return (
    <FormProvider {...form}>
      {children}
      <Value />
    </FormProvider>
  );
}

/** The field in a form, for a visitor from Germany; the dial code shows `shown` once known. */
async function renderField(phone?: string, shown = 'DE') {
  mockApi({ 'GET /api/geo_location/': () => jsonResponse({ country_code: 'de' }) });
  const view = renderWithProviders(
    <Form phone={phone}>
      <PhoneField />
    </Form>,
  );
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  const dialCode = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dial code' });
  await waitFor(() => expect(input).toHaveAttribute('placeholder', '+49'));
  expect(dialCode).toHaveValue(shown);
  return { ...view, input, dialCode };
}

describe('PhoneField', () => {
  it('gives national digits the visitor’s dial code, and follows the dial code typed', async () => {
    const { user, input, dialCode } = await renderField();
    expect(input).toHaveAttribute('placeholder', '+49');

    await user.type(input, '01711111111');
    expect(input).toHaveValue('+49 171 1111111');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('+49 171 1111111');

    await user.clear(input);
    expect(screen.getByRole('status', { name: 'Value' })).toBeEmptyDOMElement();
    await user.type(input, '+436641234567');
    expect(input).toHaveValue('+43 664 1234567');
    expect(dialCode).toHaveValue('AT');
  });

  it('moves the number to the country picked', async () => {
    const { user, input, dialCode } = await renderField('+49 171 1111111');
    // The countries are listed once the list is about to open.
    expect(within(dialCode).getAllByRole('option')).toHaveLength(1);
    await user.click(dialCode);
    expect(within(dialCode).getAllByRole('option').length).toBeGreaterThan(200);
    await user.selectOptions(dialCode, 'Austria +43');
    expect(input).toHaveValue('+43 1 711111111');
    expect(dialCode).toHaveValue('AT');
    // Focus stays on the list, whose arrow keys and type-ahead pick as they go.
    expect(dialCode).toHaveFocus();
  });

  it('keeps the caret where the pilot types and deletes', async () => {
    const { user, input } = await renderField('+43 664 1234567', 'AT');
    // A digit typed after '664': the spacing follows, the caret stays after the digit.
    await user.click(input);
    input.setSelectionRange(7, 7);
    await user.keyboard('9');
    expect(input).toHaveValue('+43 664 91234567');
    expect(input.selectionStart).toBe(9);
    // Backspace right after a space takes the digit before it.
    input.setSelectionRange(8, 8);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+43 669 1234567');
    expect(input.selectionStart).toBe(6);
    // A letter changes nothing, and the caret stays.
    await user.keyboard('x');
    expect(input).toHaveValue('+43 669 1234567');
    expect(input.selectionStart).toBe(6);
  });

  it('shows a number of no known country with a globe', async () => {
    const { user, input, dialCode } = await renderField();
    await user.type(input, '+999');
    expect(dialCode).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Other country' })).toBeInTheDocument();
  });
});
