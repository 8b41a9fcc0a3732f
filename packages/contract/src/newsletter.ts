import { z } from 'zod';
import { emailField } from './accounts';
import { paginated } from './paging';

// The newsletter, double opt-in: an address subscribes by following the link mailed to it, and
// every newsletter carries a link to unsubscribe (SPEC.md: POST /api/newsletter/register/).

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatusName = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatusName, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/** Subscribers per page of the back office's list. */
export const SUBSCRIBER_PAGE_SIZE = 50;

/** A subscriber's secret: 128 random bits as 32 hex digits. */
export const NEWSLETTER_SECRET_PATTERN = /^[0-9a-f]{32}$/;

export const NEWSLETTER_MESSAGES = {
  /** The one answer to every sign-up, so that it tells nobody who is subscribed. */
  registered:
    'Thank you! Unless this address is subscribed already, we sent it a mail with a link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  unsubscribed: 'You are unsubscribed. You will receive no more newsletters from us.',
  confirmAfterUnsubscribe:
    'This address was unsubscribed since. Sign up again at the bottom of any page to receive the newsletter.',
  unknownLink: 'This link is not valid. Please check that you copied all of it.',
  tooMany: 'Too many sign-ups. Please wait a few minutes and try again.',
} as const;

/** The site's pages of the mailed links. */
export const newsletterConfirmPath = (secret: string) => `/newsletter/confirm/${secret}`;
export const newsletterUnsubscribePath = (secret: string) => `/newsletter/unsubscribe/${secret}`;

/** `POST /api/newsletter/register/` */
export const newsletterRegisterPayloadSchema = z
  .object({ email: emailField })
  .meta({ id: 'NewsletterRegisterPayload' });
export type NewsletterRegisterPayload = z.input<typeof newsletterRegisterPayloadSchema>;

/** `POST /api/newsletter/confirm/` and `/unsubscribe/`: the secret of a mailed link. */
export const newsletterSecretPayloadSchema = z
  .object({
    secret: z
      .string({ error: 'this field is required' })
      .trim()
      .toLowerCase()
      .min(1, 'this field is required')
      .max(64, 'not a valid link'),
  })
  .meta({ id: 'NewsletterSecretPayload' });
export type NewsletterSecretPayload = z.input<typeof newsletterSecretPayloadSchema>;

/** The answer of confirm and unsubscribe: what happened, and where the address stands. */
export const newsletterStatusSchema = z
  .object({ detail: z.string(), status: z.enum(SUBSCRIBER_STATUSES) })
  .meta({ id: 'NewsletterStatus' });
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

// ---------------------------------------------------------------------------
// Back office.
// ---------------------------------------------------------------------------

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    created: z.string(),
    confirmed_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = paginated(subscriberSchema).meta({
  id: 'NewsletterSubscriberList',
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** `GET /api/newsletter/admin/subscribers/?page=&status=&search=` */
export const subscriberListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined),
  search: z.string().trim().max(100).optional().catch(undefined),
});

export const NEWSLETTER_ADMIN_PATHS = {
  subscribers: '/api/newsletter/admin/subscribers/',
  csv: '/api/newsletter/admin/subscribers.csv',
} as const;
