import { SecretLinkPage } from './secret-link-page';

/**
 * /newsletter/unsubscribe/:secret: the link of every newsletter. It asks for a press first, so
 * that a mail program opening links to check them unsubscribes nobody.
 */
export default function NewsletterUnsubscribePage() {
  return (
    <SecretLinkPage
      title="Unsubscribe"
      action="unsubscribe"
      onLoad={false}
      intro="Sorry to see you go. Unsubscribe this address from our newsletter? You can sign up again at any time."
      buttonLabel="Unsubscribe"
    />
  );
}
