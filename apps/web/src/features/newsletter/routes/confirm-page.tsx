import { SecretLinkPage } from './secret-link-page';

/** /newsletter/confirm/:secret: the double opt-in link; following it confirms at once. */
export default function NewsletterConfirmPage() {
  return (
    <SecretLinkPage
      title="Newsletter"
      action="confirm"
      onLoad
      intro="Confirm your subscription to our newsletter."
      buttonLabel="Confirm my subscription"
    />
  );
}
