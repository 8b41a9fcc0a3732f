import { STAFF_ROLE_CODES } from '@windfamily/contract/permissions';
import type { AccountsService } from '../modules/accounts/accounts.service';

export const DEMO_PASSWORD = 'demo-pass-1234';

/** The demo accounts of the README; dev mode only. */
export const DEMO_USERS = [
  {
    email: 'customer@example.com',
    phone: '+43 664 1234567',
    address: {
      name: 'Clara Customer',
      address: 'Bergstraße 12',
      zipcode: '6020',
      city: 'Innsbruck',
      country: 'at',
    },
  },
  {
    email: 'reseller@example.com',
    isReseller: true,
    phone: '+49 171 2345678',
    address: {
      name: 'Rudi Reseller',
      attname: 'Thermik Flugschule',
      address: 'Am Hang 3',
      zipcode: '87541',
      city: 'Bad Hindelang',
      country: 'de',
    },
  },
  {
    email: 'staff@example.com',
    staffRoles: STAFF_ROLE_CODES,
    phone: '+43 660 7654321',
    address: {
      name: 'Stefan Staff',
      address: 'Werkstattweg 1',
      zipcode: '6410',
      city: 'Telfs',
      country: 'at',
    },
  },
  {
    email: 'admin@example.com',
    isReseller: true,
    isSuperuser: true,
    phone: '+43 664 9999999',
    address: {
      name: 'Anna Admin',
      address: 'Werkstattweg 1',
      zipcode: '6410',
      city: 'Telfs',
      country: 'at',
    },
  },
] as const;

/** Creates the demo accounts that do not exist yet; returns how many were created. */
export async function seedDemoUsers(accounts: AccountsService): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    if (await accounts.findByEmail(demo.email)) continue;
    await accounts.createUser({
      ...demo,
      password: DEMO_PASSWORD,
      address: { attname: '', address2: '', state: '', ...demo.address },
    });
    created += 1;
  }
  return created;
}
