import { Chip, Stack, Typography } from '@mui/material';
import type { Customer, NewsletterState } from '@windfamily/contract/customers';
import { formatEuro } from '@windfamily/contract/money';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDateTime } from '../../../lib/dates';
import { roleLabel } from './permission-texts';

const NEWSLETTER_TEXTS: Record<NewsletterState, string> = {
  subscribed: 'Subscribed',
  pending: 'Signed up, not confirmed yet',
  not_subscribed: 'Not subscribed',
};

/** What the account still owes over its orders, or is owed back. */
export function balanceText(balance: string): string {
  const amount = Number(balance);
  if (amount === 0) return 'Nothing open';
  return amount > 0 ? `${formatEuro(balance)} owed` : `${formatEuro(balance.slice(1))} to refund`;
}

/** The account's roles: staff roles by their labels, reseller, superuser; else a customer. */
function Roles({ groups }: { groups: Customer['groups'] }) {
  const labels = [
    ...(groups.is_superuser ? ['Superuser'] : []),
    ...groups.staff_roles.map(roleLabel),
    ...(groups.is_reseller ? ['Reseller'] : []),
  ];
  if (labels.length === 0) return <span>Customer</span>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {labels.map((label) => (
        <Chip key={label} component="span" size="small" label={label} variant="outlined" />
      ))}
    </Stack>
  );
}

/** An account's money, terms, newsletter, roles and dates. */
export function AccountFacts({ account }: { account: Customer }) {
  return (
    <FormSection title="Account">
      <Facts>
        <Fact label="Bought">
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {formatEuro(account.total_bought)}
          </Typography>
        </Fact>
        <Fact label="Open balance">
          <Typography
            component="span"
            color={Number(account.open_balance) === 0 ? undefined : 'warning.dark'}
          >
            {balanceText(account.open_balance)}
          </Typography>
        </Fact>
        <Fact label="Price list">{account.price_list?.name ?? "None: the shop's prices"}</Fact>
        <Fact label="Newsletter">{NEWSLETTER_TEXTS[account.newsletter]}</Fact>
        <Fact label="Roles">
          <Roles groups={account.groups} />
        </Fact>
        <Fact label="Registered">
          <time dateTime={account.registration_date}>
            {formatDateTime(account.registration_date)}
          </time>
        </Fact>
        <Fact label="Last login">
          {account.last_login ? (
            <time dateTime={account.last_login}>{formatDateTime(account.last_login)}</time>
          ) : (
            'Never'
          )}
        </Fact>
        {account.erased_at && (
          <Fact label="Erased">
            <time dateTime={account.erased_at}>{formatDateTime(account.erased_at)}</time>
          </Fact>
        )}
      </Facts>
    </FormSection>
  );
}
