import { centsToMoney } from '@windfamily/contract/money';
import {
  completeRefundPayloadSchema,
  positiveAmountSchema,
  recordTransferPayloadSchema,
  type CompleteRefundPayload,
  type RecordTransferPayload,
} from '@windfamily/contract/payments';
import { SALE_SEQUENCE_PATTERN } from '@windfamily/contract/order-basics';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

/** Today as the date inputs hold it (YYYY-MM-DD), in the browser's time zone. */
export const today = (): string => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const notInFuture = (day: string) => day <= today();
const FUTURE = 'The date cannot be in the future.';

/** A message of the contract ("an amount above 0") as a sentence: "An amount above 0." */
const sentence = (message: string) => `${message[0]?.toUpperCase() ?? ''}${message.slice(1)}.`;

const t = recordTransferPayloadSchema.shape;

/** A bank transfer recorded by hand: the API's payload, the amount as typed ("49,90"). */
export const transferFormSchema = z.object({
  order: z.string().trim().regex(SALE_SEQUENCE_PATTERN, 'Enter an order number such as 2026-0042.'),
  amount: z.string().transform((text, ctx) => {
    const parsed = positiveAmountSchema.safeParse(text);
    if (parsed.success) return centsToMoney(parsed.data);
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: sentence(issue.message) });
    return z.NEVER;
  }),
  date: z.iso.date('Enter the day the money arrived.').refine(notInFuture, FUTURE),
  reference: t.reference,
  payer: t.payer,
  note: t.note,
});
export type TransferFormInput = z.input<typeof transferFormSchema>;

export const emptyTransfer = (): TransferFormInput => ({
  order: '',
  amount: '',
  date: today(),
  reference: '',
  payer: '',
  note: '',
});

export const transferPayload = (
  values: z.output<typeof transferFormSchema>,
): RecordTransferPayload => values;

export const transferFieldOf = fieldMapper<TransferFormInput>({
  fields: ['order', 'amount', 'date', 'reference', 'payer', 'note'],
});

const c = completeRefundPayloadSchema.shape;

/** A bank refund marked as sent: the day it went out and its reference. */
export const sentFormSchema = z.object({
  date: z.iso.date('Enter the day the refund was sent.').refine(notInFuture, FUTURE),
  reference: c.reference.unwrap(),
});
export type SentFormInput = z.input<typeof sentFormSchema>;

export const sentPayload = (values: z.output<typeof sentFormSchema>): CompleteRefundPayload => ({
  date: values.date,
  ...(values.reference ? { reference: values.reference } : {}),
});

export const sentFieldOf = fieldMapper<SentFormInput>({ fields: ['date', 'reference'] });
