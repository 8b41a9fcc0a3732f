import { newsletterConfirmPath, newsletterUnsubscribePath } from '@windfamily/contract/newsletter';
import type { Mail } from '../mail/mailer';
import { type MailContent, renderMail } from '../mail/templates';

/** The page that confirms a subscription, as a full link for a mail. */
export const confirmUrl = (publicUrl: string, secret: string) =>
  `${publicUrl}${newsletterConfirmPath(secret)}`;

/** The page that unsubscribes an address: every newsletter mail carries it. */
export const unsubscribeUrl = (publicUrl: string, secret: string) =>
  `${publicUrl}${newsletterUnsubscribePath(secret)}`;

interface Site {
  brand: string;
  publicUrl: string;
}

/** The double opt-in mail: nothing is sent to the address until its owner follows the link. */
export function confirmationMail(site: Site, to: string, secret: string): Mail {
  return renderMail(site.brand, {
    to,
    subject: 'Please confirm your newsletter subscription',
    greeting: 'Hello,',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${site.brand} newsletter at this address: news of our wings, test days and team pilots, a few times a year.`,
      'Please confirm with the button below. If it was not you, simply ignore this mail: without your confirmation you will not hear from us again.',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl(site.publicUrl, secret) },
    footnote: 'Every newsletter has a link to unsubscribe with one click.',
  });
}

/**
 * A newsletter to one confirmed subscriber: the content as given, with the subscriber's own
 * unsubscribe link at the end of both bodies, and in the headers that let mail programs offer
 * an unsubscribe button which posts to that link (RFC 2369, one-click per RFC 8058).
 */
export function newsletterMail(
  site: Site,
  subscriber: { email: string; secret: string },
  content: Omit<MailContent, 'to' | 'footnote'>,
): Mail {
  const link = unsubscribeUrl(site.publicUrl, subscriber.secret);
  return {
    ...renderMail(site.brand, {
      ...content,
      to: subscriber.email,
      footnote: `You receive this mail because you subscribed to our newsletter. To unsubscribe, open ${link}`,
    }),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
