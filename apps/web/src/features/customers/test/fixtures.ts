import type {
  Customer,
  CustomerOrder,
  CustomerSummary,
  Reseller,
  ResellerSummary,
} from '@windfamily/contract/customers';
import { STAFF_ROLES, type StaffRole } from '@windfamily/contract/permissions';
import type { StaffMember, StaffRoleDefinitions } from '@windfamily/contract/staff';

export const COUNTRIES = [
  { code: 'at', name: 'Austria', flag: '🇦🇹' },
  { code: 'de', name: 'Germany', flag: '🇩🇪' },
];

/** A sales clerk's permissions: read and change customers and orders. */
export const SALES = ['backoffice.access', 'orders.view', 'sales.manage', 'payments.manage'];

export const customerSummary = (overrides: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id: 7,
  email: 'anna.aufwind@example.com',
  name: 'Anna Aufwind',
  company: '',
  country: 'at',
  registration_date: '2025-04-02T08:00:00Z',
  orders_count: 2,
  total_bought: '4339.90',
  is_reseller: false,
  is_staff: false,
  price_list_id: null,
  vat_id: '',
  erased: false,
  ...overrides,
});

export const page = <T>(results: T[], overrides: { count?: number; page?: number } = {}) => ({
  count: results.length,
  page: 1,
  page_size: 50,
  results,
  ...overrides,
});

export const customerOrder = (overrides: Partial<CustomerOrder> = {}): CustomerOrder => ({
  sale_sequence: '2026-0042',
  sale_date: '2026-03-14T09:30:00Z',
  status: 'placed',
  payment_state: 'unpaid',
  total: '4290.00',
  balance: '4290.00',
  ...overrides,
});

export const customer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 7,
  email: 'anna.aufwind@example.com',
  phone: '+43 664 1234567',
  company: '',
  vat_id: '',
  address: {
    name: 'Anna Aufwind',
    attname: '',
    address: 'Thermikweg 3',
    address2: '',
    zipcode: '6410',
    city: 'Telfs',
    state: '',
    country: 'at',
  },
  orders: {
    count: 2,
    results: [
      customerOrder(),
      customerOrder({
        sale_sequence: '2025-0311',
        sale_date: '2025-06-01T10:00:00Z',
        status: 'shipped',
        payment_state: 'paid',
        total: '49.90',
        balance: '0.00',
      }),
    ],
  },
  combos: {
    count: 1,
    results: [
      {
        slug: 'sunset-3f2a',
        name: 'Sunset',
        public_link: '/colorpicker/combo/sunset-3f2a',
        image: { webp: '/media/combos/sunset.webp', png: '/media/combos/sunset.png' },
        product: 'Sophie Joy',
        created: '2026-02-01T12:00:00Z',
        ordered: true,
      },
    ],
  },
  newsletter: 'subscribed',
  total_bought: '4339.90',
  open_balance: '4290.00',
  price_list: null,
  groups: { is_staff: false, is_reseller: false, is_superuser: false, staff_roles: [] },
  registration_date: '2025-04-02T08:00:00Z',
  last_login: '2026-03-14T09:00:00Z',
  erased_at: null,
  ...overrides,
});

export const reseller = (overrides: Partial<Reseller> = {}): Reseller => ({
  ...customer({
    id: 9,
    email: 'shop@flugschule.example.com',
    company: 'Flugschule Hohe Munde',
    vat_id: 'ATU12345678',
    price_list: { id: 3, name: 'Schools' },
    groups: { is_staff: false, is_reseller: true, is_superuser: false, staff_roles: [] },
  }),
  terms: {
    price_list: { id: 3, name: 'Schools', percent_off: 15, active: true },
    vat_id: 'ATU12345678',
    tax_treatment: 'domestic',
  },
  ...overrides,
});

export const resellerSummary = (overrides: Partial<ResellerSummary> = {}): ResellerSummary => ({
  id: 9,
  email: 'shop@flugschule.example.com',
  name: 'Anna Aufwind',
  company: 'Flugschule Hohe Munde',
  country: 'at',
  vat_id: 'ATU12345678',
  price_list: { id: 3, name: 'Schools' },
  orders_count: 12,
  open_balance: '980.00',
  ...overrides,
});

export const priceList = (id: number, name: string, percent_off: number) => ({
  id,
  name,
  percent_off,
  active: true,
  prices: [],
  accounts: [],
});

export const staffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 2,
  email: 'clerk@example.com',
  name: 'Carla Clerk',
  staff_roles: ['sales'],
  is_superuser: false,
  is_staff: true,
  last_login: '2026-03-14T08:15:00Z',
  registration_date: '2024-01-10T08:00:00Z',
  ...overrides,
});

export const roleDefinitions = (): StaffRoleDefinitions => ({
  roles: (Object.entries(STAFF_ROLES) as [StaffRole, (typeof STAFF_ROLES)[StaffRole]][]).map(
    ([code, role]) => ({
      code,
      label: role.label,
      description: role.description,
      permissions: [...role.permissions],
    }),
  ),
});
