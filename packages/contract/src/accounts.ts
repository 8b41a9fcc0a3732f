import { z } from 'zod';
import { COUNTRY_CODES } from './country-codes';
import { cutLines } from './account-basics';
import { MSG, PASSWORD_MAX, PASSWORD_MIN } from './messages';

// ---------------------------------------------------------------------------
// Field rules, shared by the browser forms and the server.
// ---------------------------------------------------------------------------

/**
 * An empty value gets 'this field is required' alone, not every rule's message: the rules
 * after 'required' skip it. (Not `abort`: that would also stop the form-level checks, such as
 * "passwords don't match!", and hide a field's message inside a union.)
 */
export const filled = (payload: { value: unknown }) =>
  typeof payload.value === 'string' && payload.value !== '';
const orRequired = (message: string) => (issue: { input?: unknown }) =>
  issue.input === '' ? MSG.required : message;

/** A required one-line text: trimmed, not empty. */
export const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(max, `at most ${max} characters!`);

/** An optional one-line text: trimmed, may be empty. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `at most ${max} characters!`).default('');

// A basic address pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .max(254, MSG.invalidEmail)
  .regex(EMAIL_PATTERN, { error: orRequired(MSG.invalidEmail) })
  .toLowerCase();

/** Password as chosen at registration or reset: 8..25 characters. */
export const newPasswordField = z
  .string({ error: MSG.required })
  .min(PASSWORD_MIN, { error: orRequired(MSG.passwordTooShort) })
  .max(PASSWORD_MAX, MSG.passwordTooLong);

/** Password as typed at login: only required. */
export const loginPasswordField = z.string({ error: MSG.required }).min(1, MSG.required).max(200);

export const countryField = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  .min(1, MSG.required)
  .refine((code) => COUNTRY_CODES.has(code), { error: 'unknown country', when: filled });

// ---------------------------------------------------------------------------
// Address (SPEC.md section 3).
// ---------------------------------------------------------------------------

/** The address as the API sends and receives it. */
export const addressSchema = z
  .object(
    {
      name: requiredText(200),
      attname: optionalText(200),
      address: requiredText(200),
      address2: optionalText(200),
      zipcode: requiredText(20),
      city: requiredText(100),
      state: optionalText(100),
      country: countryField,
    },
    // A missing address is a required field like any other; anything else keeps zod's text.
    { error: (issue) => (issue.input === undefined ? MSG.required : undefined) },
  )
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

export * from './account-basics';

// ---------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------

export const loginPayloadSchema = z
  .object({ email: emailField, password: loginPasswordField })
  .meta({ id: 'LoginPayload' });
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const emailPayloadSchema = z.object({ email: emailField }).meta({ id: 'EmailPayload' });
export type EmailPayload = z.input<typeof emailPayloadSchema>;

/** Set a new password with the link of a reset mail. */
export const resetPasswordPayloadSchema = z.object({
  uidb64: z.string({ error: MSG.required }).min(1, MSG.required).max(64),
  token: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  password: newPasswordField,
});
/** Change the password of the logged-in account. */
export const changePasswordPayloadSchema = z.object({
  old_password: loginPasswordField,
  password: newPasswordField,
});
export const updatePasswordPayloadSchema = z
  .union([resetPasswordPayloadSchema, changePasswordPayloadSchema], {
    error: 'Send uidb64, token and password (reset link), or old_password and password.',
  })
  .meta({ id: 'UpdatePasswordPayload' });
export type UpdatePasswordPayload = z.input<typeof updatePasswordPayloadSchema>;

export const updateEmailPayloadSchema = z
  .object({ token: z.string({ error: MSG.required }).min(1, MSG.required).max(500) })
  .meta({ id: 'UpdateEmailPayload' });
export type UpdateEmailPayload = z.input<typeof updateEmailPayloadSchema>;

// ---------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------

export const groupsSchema = z.object({
  /** Holds a staff role (see `STAFF_ROLES`), or is a superuser. */
  is_staff: z.boolean(),
  is_reseller: z.boolean(),
  is_superuser: z.boolean(),
  /** The staff roles given to the account (`sales`, `accounting`, …). */
  staff_roles: z.array(z.string()),
});
export type Groups = z.infer<typeof groupsSchema>;

export const currentUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string(),
    address: addressSchema.nullable(),
    groups: groupsSchema,
    registration_date: z.string(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type Detail = z.infer<typeof detailSchema>;

// ---------------------------------------------------------------------------
// Browser forms (same rules, plus fields the API never sees).
// ---------------------------------------------------------------------------

const multiLineRequired = z
  .string()
  .transform((text) => cutLines(text))
  .pipe(z.string().trim().min(1, MSG.required));

export const addressFormSchema = z.object({
  fullname: multiLineRequired,
  address: multiLineRequired,
  zipcode: requiredText(20),
  city: requiredText(100),
  state: optionalText(100),
  country: countryField,
});

export const newPasswordFormSchema = z
  .object({ password: newPasswordField, password2: z.string().min(1, MSG.required) })
  .refine((form) => form.password === form.password2, {
    message: MSG.passwordsDontMatch,
    path: ['password2'],
  });
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;
