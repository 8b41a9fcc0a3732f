import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { addressFormSchema, addressSchema, emailField, filled, newPasswordField } from './accounts';
import { MSG } from './messages';

// An account's contact details: the phone number's rule and the forms and payloads that carry
// one. Apart from ./accounts so that what needs no phone number (login, passwords, e-mail,
// address, newsletter) does not load the phone library and its metadata.

/** An international phone number (+ and dial code), valid for its country. */
export const phoneField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .refine((phone) => isValidPhoneNumber(phone), { error: MSG.invalidPhone, when: filled });

// ---------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------

export const registerPayloadSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    phone: phoneField,
    address: addressSchema,
  })
  .meta({ id: 'RegisterPayload' });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const updateUserInfoPayloadSchema = z
  .object({ phone: phoneField, address: addressSchema })
  .meta({ id: 'UpdateUserInfoPayload' });
export type UpdateUserInfoPayload = z.input<typeof updateUserInfoPayloadSchema>;

// ---------------------------------------------------------------------------
// Browser forms (same rules, plus fields the API never sees).
// ---------------------------------------------------------------------------

export const contactFormSchema = addressFormSchema.extend({ phone: phoneField });
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const registrationFormSchema = contactFormSchema
  .extend({
    email: emailField,
    password: newPasswordField,
    password2: z.string().min(1, MSG.required),
  })
  .refine((form) => form.password === form.password2, {
    message: MSG.passwordsDontMatch,
    path: ['password2'],
  });
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;
