import { z } from 'zod';
import { addressSchema, countryField, emailField, groupsSchema, requiredText } from './accounts';
import { phoneField } from './contact';
import { MSG } from './messages';
import { moneySchema } from './money';
import {
  INVOICE_KINDS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  PAYMENT_STATUSES,
  TAX_TREATMENTS,
} from './order-basics';
import { paginated } from './paging';

// ---------------------------------------------------------------------------
// VAT ids.
// ---------------------------------------------------------------------------

/**
 * The VAT number of each EU member state, by the ISO code of its country: the prefix it
 * starts with (EL for Greece, whose ISO code is GR), the format of the rest and an example.
 * Source: the European Commission's VIES, "VAT identification number structure".
 */
// prettier-ignore
export const EU_VAT_ID_FORMATS: Readonly<
  Record<string, { country: string; prefix: string; rest: RegExp; shape: string; example: string }>
> = {
  at: { country: 'Austria', prefix: 'AT', rest: /^U\d{8}$/, shape: 'ATU and 8 digits', example: 'ATU12345678' },
  be: { country: 'Belgium', prefix: 'BE', rest: /^[01]\d{9}$/, shape: 'BE and 10 digits, the first 0 or 1', example: 'BE0123456789' },
  bg: { country: 'Bulgaria', prefix: 'BG', rest: /^\d{9,10}$/, shape: 'BG and 9 or 10 digits', example: 'BG123456789' },
  cy: { country: 'Cyprus', prefix: 'CY', rest: /^\d{8}[A-Z]$/, shape: 'CY, 8 digits and a letter', example: 'CY12345678X' },
  cz: { country: 'Czechia', prefix: 'CZ', rest: /^\d{8,10}$/, shape: 'CZ and 8 to 10 digits', example: 'CZ12345678' },
  de: { country: 'Germany', prefix: 'DE', rest: /^\d{9}$/, shape: 'DE and 9 digits', example: 'DE123456789' },
  dk: { country: 'Denmark', prefix: 'DK', rest: /^\d{8}$/, shape: 'DK and 8 digits', example: 'DK12345678' },
  ee: { country: 'Estonia', prefix: 'EE', rest: /^\d{9}$/, shape: 'EE and 9 digits', example: 'EE123456789' },
  es: { country: 'Spain', prefix: 'ES', rest: /^[0-9A-Z]\d{7}[0-9A-Z]$/, shape: 'ES and 9 characters, digits but the first and last', example: 'ESX1234567X' },
  fi: { country: 'Finland', prefix: 'FI', rest: /^\d{8}$/, shape: 'FI and 8 digits', example: 'FI12345678' },
  fr: { country: 'France', prefix: 'FR', rest: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, shape: 'FR, 2 letters or digits and 9 digits', example: 'FRXX123456789' },
  gr: { country: 'Greece', prefix: 'EL', rest: /^\d{9}$/, shape: 'EL and 9 digits', example: 'EL123456789' },
  hr: { country: 'Croatia', prefix: 'HR', rest: /^\d{11}$/, shape: 'HR and 11 digits', example: 'HR12345678901' },
  hu: { country: 'Hungary', prefix: 'HU', rest: /^\d{8}$/, shape: 'HU and 8 digits', example: 'HU12345678' },
  ie: { country: 'Ireland', prefix: 'IE', rest: /^(\d{7}[A-Z]{1,2}|\d[A-Z+*]\d{5}[A-Z])$/, shape: 'IE, 7 digits and 1 or 2 letters', example: 'IE1234567X' },
  it: { country: 'Italy', prefix: 'IT', rest: /^\d{11}$/, shape: 'IT and 11 digits', example: 'IT12345678901' },
  lt: { country: 'Lithuania', prefix: 'LT', rest: /^(\d{9}|\d{12})$/, shape: 'LT and 9 or 12 digits', example: 'LT123456789' },
  lu: { country: 'Luxembourg', prefix: 'LU', rest: /^\d{8}$/, shape: 'LU and 8 digits', example: 'LU12345678' },
  lv: { country: 'Latvia', prefix: 'LV', rest: /^\d{11}$/, shape: 'LV and 11 digits', example: 'LV12345678901' },
  mt: { country: 'Malta', prefix: 'MT', rest: /^\d{8}$/, shape: 'MT and 8 digits', example: 'MT12345678' },
  nl: { country: 'the Netherlands', prefix: 'NL', rest: /^\d{9}B\d{2}$/, shape: 'NL, 9 digits, B and 2 digits', example: 'NL123456789B01' },
  pl: { country: 'Poland', prefix: 'PL', rest: /^\d{10}$/, shape: 'PL and 10 digits', example: 'PL1234567890' },
  pt: { country: 'Portugal', prefix: 'PT', rest: /^\d{9}$/, shape: 'PT and 9 digits', example: 'PT123456789' },
  ro: { country: 'Romania', prefix: 'RO', rest: /^\d{2,10}$/, shape: 'RO and 2 to 10 digits', example: 'RO1234567890' },
  se: { country: 'Sweden', prefix: 'SE', rest: /^\d{12}$/, shape: 'SE and 12 digits', example: 'SE123456789001' },
  si: { country: 'Slovenia', prefix: 'SI', rest: /^\d{8}$/, shape: 'SI and 8 digits', example: 'SI12345678' },
  sk: { country: 'Slovakia', prefix: 'SK', rest: /^\d{10}$/, shape: 'SK and 10 digits', example: 'SK1234567890' },
};

const EU_FORMAT_BY_PREFIX = new Map(
  Object.values(EU_VAT_ID_FORMATS).map((format) => [format.prefix, format]),
);

/**
 * Outside the EU no VAT is charged (tax-free export) and the number only appears on the
 * invoice: it needs only the general shape of a tax number, two letters and 2 to 13 letters
 * or digits (CHE123456789, GB123456789, NO123456789MVA).
 */
const OTHER_VAT_ID = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

/** A VAT id as typed, the way it is kept: upper case, without spaces, dots or dashes. */
export const normaliseVatId = (text: string): string => text.toUpperCase().replace(/[\s.-]/g, '');

/**
 * What is wrong with `vatId` (normalised) for an account whose address is in `country`, or
 * null when nothing is. An EU member state's number has its country's prefix and format; an
 * account elsewhere (or without an address) may have an EU number, checked by its own
 * prefix, or its country's, checked by the general shape only.
 */
export function vatIdProblem(vatId: string, country: string | null): string | null {
  if (vatId === '') return null;
  const home = country ? EU_VAT_ID_FORMATS[country.toLowerCase()] : undefined;
  if (home && !vatId.startsWith(home.prefix))
    return `the address is in ${home.country}: its VAT numbers start with ${home.prefix}, e.g. ${home.example}`;
  const format = home ?? EU_FORMAT_BY_PREFIX.get(vatId.slice(0, 2));
  if (format) {
    return format.rest.test(vatId.slice(format.prefix.length))
      ? null
      : `a VAT number of ${format.country} is ${format.shape}, e.g. ${format.example}`;
  }
  return OTHER_VAT_ID.test(vatId) ? null : 'a VAT number such as CHE123456789';
}

// ---------------------------------------------------------------------------
// Customers (staff).
// ---------------------------------------------------------------------------

export const CUSTOMERS_PAGE_SIZE = 50;

/** Newest accounts first; by name (A to Z); the biggest buyers first. */
export const CUSTOMER_SORTS = ['newest', 'name', 'total_bought'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const pageField = z.coerce
  .number()
  .int('a whole number')
  .min(1, 'at least 1')
  .max(100_000)
  .default(1);
/** Part of the e-mail, name or company (any case). */
const searchField = z.string().trim().max(100).default('');
const yesOrNo = z.stringbool({ error: 'true or false' });

/** `GET /api/store/customers/?search=&country=&reseller=&has_orders=&sort=&page=` */
export const customersQuerySchema = z.object({
  page: pageField,
  search: searchField,
  country: countryField.optional(),
  /** Resellers only (true), or every account but resellers (false). */
  reseller: yesOrNo.optional(),
  /** Accounts with at least one order (true), or without any (false). */
  has_orders: yesOrNo.optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: `one of ${CUSTOMER_SORTS.join(', ')}` }).default('newest'),
});
export type CustomersQuery = z.input<typeof customersQuerySchema>;

export const customerSummarySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** The address's name; '' without an address. */
    name: z.string(),
    company: z.string(),
    country: z.string().nullable(),
    registration_date: z.string(),
    orders_count: z.number().int(),
    /** What the account's orders that were not cancelled cost. */
    total_bought: moneySchema,
    is_reseller: z.boolean(),
    is_staff: z.boolean(),
    price_list_id: z.number().int().nullable(),
    vat_id: z.string(),
    /** Its personal data was erased (GDPR art. 17). */
    erased: z.boolean(),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customersResponseSchema = paginated(customerSummarySchema).meta({ id: 'Customers' });
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

/** An order as the customer's page lists it. */
export const customerOrderSchema = z
  .object({
    sale_sequence: z.string(),
    sale_date: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_state: z.enum(PAYMENT_STATES),
    total: moneySchema,
    /** What the customer still owes (positive) or is owed back (negative). */
    balance: moneySchema,
  })
  .meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerComboSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** The combo's page: `/colorpicker/combo/{slug}`. */
    public_link: z.string(),
    image: z.object({ webp: z.string(), png: z.string() }),
    product: z.string(),
    created: z.string(),
    ordered: z.boolean(),
  })
  .meta({ id: 'CustomerCombo' });
export type CustomerCombo = z.infer<typeof customerComboSchema>;

/** Signed up and confirmed; signed up, the mailed link not followed yet; neither. */
export const NEWSLETTER_STATES = ['subscribed', 'pending', 'not_subscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** Orders and combos on an account's page: the newest ones, and how many there are. */
export const CUSTOMER_PAGE_LIST_SIZE = 20;

/** `GET /api/store/customers/{id}/`: an account as staff look after it. */
export const customerSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    vat_id: z.string(),
    address: addressSchema.nullable(),
    /** The newest orders of the account. */
    orders: z.object({ count: z.number().int(), results: z.array(customerOrderSchema) }),
    /** The newest colour combos the account saved. */
    combos: z.object({ count: z.number().int(), results: z.array(customerComboSchema) }),
    newsletter: z.enum(NEWSLETTER_STATES),
    total_bought: moneySchema,
    /** What the account still owes over its orders that were not cancelled. */
    open_balance: moneySchema,
    price_list: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    groups: groupsSchema,
    registration_date: z.string(),
    last_login: z.string().nullable(),
    /** When its personal data was erased (GDPR art. 17); null while it stands. */
    erased_at: z.string().nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

/** `PUT /api/store/customers/{id}/`: the contact details, as the customer's own form has them. */
export const customerPayloadSchema = z
  .object({
    email: emailField,
    phone: phoneField,
    company: z.string({ error: MSG.required }).trim().max(200, 'at most 200 characters!'),
    address: addressSchema,
  })
  .meta({ id: 'CustomerPayload' });
export type CustomerPayload = z.input<typeof customerPayloadSchema>;

// ---------------------------------------------------------------------------
// Resellers (staff).
// ---------------------------------------------------------------------------

/** `GET /api/store/resellers/?search=&page=`: part of the e-mail, name, company or VAT id. */
export const resellersQuerySchema = z.object({ page: pageField, search: searchField });
export type ResellersQuery = z.input<typeof resellersQuerySchema>;

export const resellerSummarySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** The contact: the address's name. */
    name: z.string(),
    company: z.string(),
    country: z.string().nullable(),
    vat_id: z.string(),
    price_list: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    orders_count: z.number().int(),
    /** What the reseller still owes over its orders that were not cancelled. */
    open_balance: moneySchema,
  })
  .meta({ id: 'ResellerSummary' });
export type ResellerSummary = z.infer<typeof resellerSummarySchema>;

export const resellersResponseSchema = paginated(resellerSummarySchema).meta({ id: 'Resellers' });
export type ResellersResponse = z.infer<typeof resellersResponseSchema>;

/** `GET /api/store/resellers/{id}/`: the account's page and the terms it buys on. */
export const resellerSchema = customerSchema
  .extend({
    terms: z.object({
      price_list: z
        .object({
          id: z.number().int(),
          name: z.string(),
          percent_off: z.number(),
          /** Inactive: the reseller sees the shop's prices. */
          active: z.boolean(),
        })
        .nullable(),
      vat_id: z.string(),
      /** How its orders to its own address are taxed; null without an address. */
      tax_treatment: z.enum(TAX_TREATMENTS).nullable(),
    }),
  })
  .meta({ id: 'Reseller' });
export type Reseller = z.infer<typeof resellerSchema>;

/** `PUT /api/store/resellers/{id}/`: the VAT id is checked against the address's country. */
export const resellerPayloadSchema = z
  .object({
    company: z.string({ error: MSG.required }).trim().max(200, 'at most 200 characters!'),
    vat_id: z
      .string({ error: MSG.required })
      .max(40, 'at most 40 characters!')
      .transform(normaliseVatId),
    price_list_id: z.number({ error: 'a price list, or null' }).int().nullable(),
    is_reseller: z.boolean({ error: 'true or false' }),
  })
  .meta({ id: 'ResellerPayload' });
export type ResellerPayload = z.input<typeof resellerPayloadSchema>;

// ---------------------------------------------------------------------------
// The customer's data (GDPR): export and erasure.
// ---------------------------------------------------------------------------

const exportPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: moneySchema,
  status: z.enum(PAYMENT_STATUSES),
  date: z.string(),
  paid_date: z.string().nullable(),
  reference: z.string(),
  payer: z.string(),
});

const exportOrderSchema = z.object({
  sale_sequence: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_state: z.enum(PAYMENT_STATES),
  payment_method: z.enum(PAYMENT_METHODS),
  delivery_method: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  /** The delivery address with the phone and e-mail of the order. */
  address: z.record(z.string(), z.string()),
  billing_address: z.record(z.string(), z.string()).nullable(),
  vat_id: z.string(),
  tax_treatment: z.enum(TAX_TREATMENTS),
  reference: z.string(),
  comment: z.string(),
  promo_code: z.string().nullable(),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      variant: z.string(),
      options: z.record(z.string(), z.string()),
      amount: z.number().int(),
      unit_price: moneySchema,
      total: moneySchema,
      goodie: z.string().nullable(),
      color_combo: z.string().nullable(),
    }),
  ),
  totals: z.object({
    items: moneySchema,
    discount: moneySchema,
    shipping: moneySchema,
    net: moneySchema,
    vat: moneySchema,
    total: moneySchema,
  }),
  amount_paid: moneySchema,
  payments: z.array(exportPaymentSchema),
  /** The numbers of its invoices and credit notes. */
  invoices: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(INVOICE_KINDS),
      date: z.string(),
      total: moneySchema,
    }),
  ),
  mails: z.array(z.object({ subject: z.string(), to: z.string(), date: z.string() })),
  history: z.array(z.object({ event: z.string(), date: z.string() })),
  feedback: z.object({ rating: z.number().int(), text: z.string(), date: z.string() }).nullable(),
});

/**
 * `GET /api/store/customers/{id}/export/`: everything the shop holds about the person behind
 * an account (GDPR art. 15 and 20), as a JSON file; nothing about staff or other customers.
 */
export const customerExportSchema = z
  .object({
    exported_at: z.string(),
    shop: z.string(),
    account: z.object({
      id: z.number().int(),
      email: z.string(),
      phone: z.string(),
      company: z.string(),
      vat_id: z.string(),
      is_reseller: z.boolean(),
      price_list: z.string().nullable(),
      registration_date: z.string(),
      last_login: z.string().nullable(),
      erased_at: z.string().nullable(),
    }),
    address: addressSchema.nullable(),
    orders: z.array(exportOrderSchema),
    color_combos: z.array(
      z.object({
        name: z.string(),
        slug: z.string(),
        public_link: z.string(),
        product: z.string(),
        colors: z.record(z.string(), z.string()),
        created: z.string(),
        ordered: z.boolean(),
      }),
    ),
    newsletter: z
      .object({
        status: z.enum(NEWSLETTER_STATES),
        signed_up: z.string(),
        confirmed: z.string().nullable(),
        unsubscribed: z.string().nullable(),
      })
      .nullable(),
    sessions: z.array(
      z.object({
        started: z.string(),
        last_seen: z.string(),
        expires: z.string(),
        user_agent: z.string(),
        ip: z.string(),
      }),
    ),
    cart: z
      .object({
        country: z.string(),
        address: z.record(z.string(), z.string()).nullable(),
        comment: z.string(),
        items: z.array(z.object({ sku: z.string(), name: z.string(), amount: z.number().int() })),
        updated: z.string(),
      })
      .nullable(),
    promo_codes_used: z.array(z.object({ code: z.string(), date: z.string() })),
  })
  .meta({ id: 'CustomerExport' });
export type CustomerExport = z.infer<typeof customerExportSchema>;

/** `POST /api/store/customers/{id}/erase/`: the account's e-mail typed again, to confirm. */
export const customerErasePayloadSchema = z
  .object({ confirm_email: requiredText(254) })
  .meta({ id: 'CustomerErasePayload' });
export type CustomerErasePayload = z.input<typeof customerErasePayloadSchema>;

export const customerErasureSchema = z
  .object({
    detail: z.string(),
    erased_at: z.string(),
    /** Orders kept for the books, their personal data replaced. */
    orders_anonymised: z.number().int(),
    /** Invoices and credit notes kept unchanged in the archive. */
    invoices_kept: z.number().int(),
  })
  .meta({ id: 'CustomerErasure' });
export type CustomerErasure = z.infer<typeof customerErasureSchema>;
