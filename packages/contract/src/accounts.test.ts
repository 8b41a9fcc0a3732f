import { describe, expect, it } from 'vitest';
import { addressFromForm, addressToForm, cutLines } from './accounts';
import { registerPayloadSchema, registrationFormSchema } from './contact';
import { MSG } from './messages';
import { ALL_PERMISSIONS, permissionsFor, PERMISSIONS } from './permissions';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

const validForm = {
  fullname: 'Paula Pilot',
  phone: '+43 664 1234567',
  email: 'paula@example.com',
  address: 'Startplatz 1',
  zipcode: '6020',
  city: 'Innsbruck',
  state: '',
  country: 'at',
  password: 'good-password',
  password2: 'good-password',
};

describe('address mapping (SPEC.md section 3)', () => {
  it('sends the full name with line breaks turned into a space and the address on two fields', () => {
    const address = addressFromForm({
      ...validForm,
      fullname: 'Paula Pilot\nc/o Flugschule',
      address: 'Startplatz 1\nTop 4',
    });
    expect(address).toMatchObject({
      name: 'Paula Pilot c/o Flugschule',
      address: 'Startplatz 1',
      address2: 'Top 4',
    });
  });

  it('joins name and attname, address and address2, as two lines when loading', () => {
    const form = addressToForm(
      {
        name: 'Rudi',
        attname: 'Thermik Flugschule',
        address: 'Am Hang 3',
        address2: 'Halle B',
        zipcode: '1',
        city: 'X',
        state: '',
        country: 'de',
      },
      'at',
    );
    expect(form.fullname).toBe('Rudi\nThermik Flugschule');
    expect(form.address).toBe('Am Hang 3\nHalle B');
    expect(addressToForm(null, 'it').country).toBe('it');
  });

  it('keeps at most two lines', () => {
    expect(cutLines('one\ntwo\nthree')).toBe('one\ntwo');
  });
});

describe('registration rules (SPEC.md section 5)', () => {
  it('accepts a valid form', () => {
    expect(registrationFormSchema.safeParse(validForm).success).toBe(true);
  });

  it('gives the spec messages', () => {
    expect(
      messagesOf(
        registrationFormSchema.safeParse({
          ...validForm,
          email: 'nope',
          password: 'short',
          password2: 'other',
          phone: '+43 1',
          city: '',
        }),
      ),
    ).toEqual({
      email: MSG.invalidEmail,
      password: MSG.passwordTooShort,
      password2: MSG.passwordsDontMatch,
      phone: MSG.invalidPhone,
      city: MSG.required,
    });
    expect(
      messagesOf(
        registrationFormSchema.safeParse({
          ...validForm,
          password: 'x'.repeat(26),
          password2: 'x'.repeat(26),
        }),
      ),
    ).toEqual({
      password: MSG.passwordTooLong,
    });
    expect(
      messagesOf(registrationFormSchema.safeParse({ ...validForm, password2: 'good-passwort' })),
    ).toEqual({
      password2: MSG.passwordsDontMatch,
    });
  });

  it('rejects a phone number that is not valid for its country', () => {
    const payload = {
      email: 'a@b.at',
      password: 'good-password',
      phone: '+43 123',
      address: addressFromForm(validForm),
    };
    expect(messagesOf(registerPayloadSchema.safeParse(payload))).toEqual({
      phone: MSG.invalidPhone,
    });
  });

  it('rejects unknown countries and lowercases e-mails', () => {
    const parsed = registerPayloadSchema.safeParse({
      email: 'Paula@Example.COM',
      password: 'good-password',
      phone: '+43 664 1234567',
      address: addressFromForm(validForm),
    });
    expect(parsed.success && parsed.data.email).toBe('paula@example.com');
    const bad = registerPayloadSchema.safeParse({
      email: 'a@b.at',
      password: 'good-password',
      phone: '+43 664 1234567',
      address: { ...addressFromForm(validForm), country: 'zz' },
    });
    expect(messagesOf(bad)).toEqual({ 'address.country': 'unknown country' });
  });
});

describe('permissions', () => {
  const none = { is_reseller: false, is_superuser: false, staff_roles: [] };
  it('grants by role', () => {
    expect(permissionsFor(none)).toEqual([PERMISSIONS.account]);
    const content = permissionsFor({ ...none, staff_roles: ['content'] });
    expect(content).toEqual([
      PERMISSIONS.account,
      PERMISSIONS.backoffice,
      PERMISSIONS.content,
      PERMISSIONS.webstats,
    ]);
    const clerk = permissionsFor({ ...none, staff_roles: ['sales', 'warehouse'] });
    expect(clerk).toContain(PERMISSIONS.sales);
    expect(clerk).toContain(PERMISSIONS.warehouse);
    expect(clerk).not.toContain(PERMISSIONS.staff);
    expect(clerk).not.toContain(PERMISSIONS.clearCache);
    expect(permissionsFor({ ...none, is_reseller: true })).toEqual([
      PERMISSIONS.account,
      PERMISSIONS.resellerAdmin,
    ]);
    expect(permissionsFor({ ...none, is_superuser: true })).toEqual(ALL_PERMISSIONS);
  });

  it('ignores a role it does not know', () => {
    expect(permissionsFor({ ...none, staff_roles: ['boss'] })).toEqual([PERMISSIONS.account]);
  });
});
