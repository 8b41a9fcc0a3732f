import type { AuditEntry, AuditList } from '@windfamily/contract/audit';
import type { InvoiceList, InvoiceListItem } from '@windfamily/contract/invoices';
import type {
  BankStatement,
  BankStatementImport,
  BankStatementLine,
  BankStatementList,
  BankStatementSummary,
  PaymentList,
  PaymentListEntry,
  PaymentResult,
  StatementOrder,
} from '@windfamily/contract/payments';
import { STAFF_ROLES } from '@windfamily/contract/permissions';

/** The accounting role's permissions: read the books, handle payments, read the audit log. */
export const ACCOUNTING: string[] = [...STAFF_ROLES.accounting.permissions];

/** Someone who reads the books but does not handle payments. */
export const READER = ['backoffice.access', 'orders.view', 'accounting.view'];

/** A page of a list as the server answers it. */
export const page = <T>(
  results: T[],
  overrides: { count?: number; page?: number; page_size?: number } = {},
) => ({ count: results.length, page: 1, page_size: 50, results, ...overrides });

// ---------------------------------------------------------------------------
// Invoices.
// ---------------------------------------------------------------------------

export const invoice = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: 8,
  kind: 'invoice',
  number: '2026-00008',
  date: '2026-03-16T10:00:00Z',
  order: '2026-0042',
  customer: 'Anna Aufwind',
  email: 'anna.aufwind@example.com',
  country: 'at',
  vat_id: '',
  tax_treatment: 'domestic',
  net: '3895.00',
  vat: '779.00',
  total: '4674.00',
  corrects: null,
  pdf: '/api/accounting/invoices/8/pdf',
  xml: '/api/accounting/invoices/8/xml',
  ...overrides,
});

/** A reseller's credit note abroad, without VAT (reverse charge). */
export const creditNote = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem =>
  invoice({
    id: 9,
    kind: 'credit_note',
    number: 'GS-2026-00001',
    date: '2026-03-18T11:00:00Z',
    order: '2026-0041',
    customer: 'Flugschule Hohe Munde',
    email: 'shop@flugschule.example.com',
    country: 'de',
    vat_id: 'DE123456789',
    tax_treatment: 'reverse_charge',
    net: '980.00',
    vat: '0.00',
    total: '980.00',
    corrects: '2026-00005',
    pdf: '/api/accounting/invoices/9/pdf',
    xml: '/api/accounting/invoices/9/xml',
    ...overrides,
  });

export const invoicesPage = (
  results: InvoiceListItem[],
  overrides: Partial<InvoiceList> = {},
): InvoiceList => page(results, overrides);

// ---------------------------------------------------------------------------
// Payments.
// ---------------------------------------------------------------------------

export const paymentEntry = (overrides: Partial<PaymentListEntry> = {}): PaymentListEntry => ({
  id: 3,
  kind: 'payment',
  method: 'card',
  status: 'completed',
  amount: '4674.00',
  currency: 'eur',
  date: '2026-03-14T09:31:00Z',
  paid_date: '2026-03-14T09:32:00Z',
  reference: '',
  payer: '',
  note: '',
  recorded_by: null,
  provider_ref: 'cs_test_a1b2c3',
  related_id: null,
  statement_line_id: null,
  order: { sale_sequence: '2026-0042', name: 'Anna Aufwind', email: 'anna.aufwind@example.com' },
  ...overrides,
});

/** A refund to send by bank transfer, still to be marked as sent. */
export const bankRefund = (overrides: Partial<PaymentListEntry> = {}): PaymentListEntry =>
  paymentEntry({
    id: 10,
    kind: 'refund',
    method: 'bank_transfer',
    status: 'pending',
    amount: '49.90',
    date: '2026-03-20T10:00:00Z',
    paid_date: null,
    provider_ref: null,
    note: 'Wing not needed any more',
    recorded_by: 'clerk@example.com',
    related_id: 7,
    order: { sale_sequence: '2026-0041', name: 'Bruno Thermik', email: 'bruno@example.com' },
    ...overrides,
  });

/** A card refund the payment service never answered. */
export const cardRefund = (overrides: Partial<PaymentListEntry> = {}): PaymentListEntry =>
  paymentEntry({
    id: 11,
    kind: 'refund',
    method: 'card',
    status: 'pending',
    amount: '120.00',
    date: '2026-03-19T15:00:00Z',
    paid_date: null,
    provider_ref: null,
    note: 'Harness returned',
    recorded_by: 'clerk@example.com',
    related_id: 6,
    order: { sale_sequence: '2026-0040', name: 'Carla Cumulus', email: 'carla@example.com' },
    ...overrides,
  });

export const paymentsPage = (
  results: PaymentListEntry[],
  overrides: Partial<PaymentList> = {},
): PaymentList => page(results, overrides);

/** The answer of a write of money for `saleSequence`, now in `payment_state`. */
export const paymentResult = (
  saleSequence: string,
  order: Partial<PaymentResult['order']> = {},
): PaymentResult => ({
  order: {
    sale_sequence: saleSequence,
    status: 'paid',
    total: '4674.00',
    amount_paid: '4674.00',
    balance: '0.00',
    payment_state: 'paid',
    refundable: '4674.00',
    version: 2,
    ...order,
  },
  entries: [],
});

// ---------------------------------------------------------------------------
// Bank statements.
// ---------------------------------------------------------------------------

export const statementOrder = (overrides: Partial<StatementOrder> = {}): StatementOrder => ({
  sale_sequence: '2026-0042',
  name: 'Anna Aufwind',
  email: 'anna.aufwind@example.com',
  status: 'placed',
  total: '4674.00',
  amount_due: '4674.00',
  payment_state: 'unpaid',
  ...overrides,
});

export const statementLine = (overrides: Partial<BankStatementLine> = {}): BankStatementLine => ({
  id: 51,
  statement_id: 5,
  booking_date: '2026-03-19',
  amount: '4674.00',
  currency: 'EUR',
  credit: true,
  payer: 'Anna Aufwind',
  payer_iban: 'AT02 2011 1000 0000 1234',
  reference: 'Order 2026-0042 Sophie Joy',
  status: 'open',
  proposal: 'matched',
  order: statementOrder(),
  payment_id: null,
  ...overrides,
});

/** A credit whose reference names no order. */
export const unmatchedLine = (overrides: Partial<BankStatementLine> = {}): BankStatementLine =>
  statementLine({
    id: 52,
    amount: '980.00',
    payer: 'Flugschule Hohe Munde',
    payer_iban: 'DE89 3704 0044 0532 0130 00',
    reference: 'Rechnung Maerz',
    proposal: 'unmatched',
    order: null,
    ...overrides,
  });

/** Money going out: the bank's fee. */
export const debitLine = (overrides: Partial<BankStatementLine> = {}): BankStatementLine =>
  statementLine({
    id: 53,
    amount: '12.50',
    credit: false,
    payer: 'Raiffeisenbank Telfs',
    payer_iban: '',
    reference: 'Account fee March',
    status: 'ignored',
    proposal: 'debit',
    order: null,
    ...overrides,
  });

export const statementSummary = (
  overrides: Partial<BankStatementSummary> = {},
): BankStatementSummary => ({
  id: 5,
  statement_ref: 'STMT-2026-03-20',
  iban: 'AT61 1904 3002 3457 3201',
  file_name: 'camt053-2026-03-20.xml',
  imported_at: '2026-03-20T08:15:00Z',
  imported_by: 'accounts@example.com',
  line_count: 3,
  open_count: 2,
  booked_count: 0,
  ignored_count: 0,
  debit_count: 1,
  ...overrides,
});

/** Statement 5 as imported: a matched credit, an unmatched one and a debit. */
export const statement = (overrides: Partial<BankStatement> = {}): BankStatement => ({
  ...statementSummary(),
  lines: [statementLine(), unmatchedLine(), debitLine()],
  ...overrides,
});

/** Statement 5 once both credits are booked, the second to order 2026-0043. */
export const bookedStatement = (): BankStatement =>
  statement({
    open_count: 0,
    booked_count: 2,
    lines: [
      statementLine({
        status: 'booked',
        proposal: 'booked',
        payment_id: 21,
        order: statementOrder({ status: 'paid', amount_due: '0.00', payment_state: 'paid' }),
      }),
      unmatchedLine({
        status: 'booked',
        proposal: 'booked',
        payment_id: 22,
        order: statementOrder({
          sale_sequence: '2026-0043',
          name: 'Bruno Thermik',
          email: 'bruno@example.com',
          total: '1000.00',
          amount_due: '20.00',
          payment_state: 'partly_paid',
        }),
      }),
      debitLine(),
    ],
  });

export const statementsPage = (
  results: BankStatementSummary[],
  overrides: Partial<BankStatementList> = {},
): BankStatementList => page(results, { page_size: 25, ...overrides });

export const statementImport = (
  imported: BankStatement,
  overrides: Partial<BankStatementImport> = {},
): BankStatementImport => ({
  statement: imported,
  imported: true,
  earlier_lines: [],
  ...overrides,
});

// ---------------------------------------------------------------------------
// Audit log.
// ---------------------------------------------------------------------------

/** A clerk changed an order's delivery address and staff note. */
export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 101,
  date: '2026-03-20T10:05:00Z',
  actor: { id: 2, email: 'clerk@example.com' },
  action: 'order.edit_details',
  entity_type: 'order',
  entity_id: '42',
  order: '2026-0042',
  summary: 'Details of order 2026-0042 changed',
  before: {
    comment: 'Please ring twice.',
    address: { city: 'Telfs', zipcode: '6410' },
    staff_note: '',
  },
  after: {
    comment: 'Please ring twice.',
    address: { city: 'Innsbruck', zipcode: '6020' },
    staff_note: 'Called the customer',
  },
  ...overrides,
});

/** A bank transfer recorded by hand: a new entity, nothing before. */
export const recordedPayment = (overrides: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntry({
    id: 102,
    date: '2026-03-19T14:30:00Z',
    actor: { id: 3, email: 'accounts@example.com' },
    action: 'payment.record',
    entity_type: 'payment',
    entity_id: '9',
    summary: 'Bank transfer of 4 674 € recorded for order 2026-0042',
    before: null,
    after: { amount: '4674.00', method: 'bank_transfer', refunded: false },
    ...overrides,
  });

/** Lines of a statement set aside. */
export const statementAudit = (overrides: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntry({
    id: 103,
    date: '2026-03-18T09:00:00Z',
    actor: { id: 3, email: 'accounts@example.com' },
    action: 'bank_statement.ignore',
    entity_type: 'bank_statement',
    entity_id: '5',
    order: null,
    summary: '1 line(s) of statement STMT-2026-03-20 set aside',
    before: null,
    after: { lines: [53] },
    ...overrides,
  });

export const auditPage = (results: AuditEntry[], overrides: Partial<AuditList> = {}): AuditList =>
  page(results, overrides);
