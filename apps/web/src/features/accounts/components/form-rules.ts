import { zodResolver } from '@hookform/resolvers/zod';
import { emailPayloadSchema, loginPayloadSchema } from '@windfamily/contract/accounts';
import { registrationFormSchema } from '@windfamily/contract/contact';

// The rules of the forms a visitor sees, with zod: loaded when a form is first checked
// (lib/lazy-resolver), not with the forms.

export const loginRules = zodResolver(loginPayloadSchema);
export const passwordResetRules = zodResolver(emailPayloadSchema);
export const registrationRules = zodResolver(registrationFormSchema);
