import { Box, Divider, Stack, Typography } from '@mui/material';
import { ORDER_MAIL_LABELS } from '@windfamily/contract/order-basics';
import type { OrderPermissions, StaffOrder } from '@windfamily/contract/orders';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDateTime } from '../../../lib/dates';
import { ActionButton } from './action-button';
import { MailStateChip } from './order-chips';

/**
 * What the customer was told by mail, newest first; sending one again, or a message. A mail
 * the mail server has not taken yet says so, with why, until it is sent or given up.
 */
export function MailsCard({
  order,
  rules,
  onSend,
}: {
  order: StaffOrder;
  rules: OrderPermissions['actions'] | undefined;
  onSend: () => void;
}) {
  const mails = [...order.mails].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (
    <FormSection
      title="Mails"
      actions={
        <ActionButton rule={rules?.send_mail} variant="outlined" size="small" onClick={onSend}>
          Send mail
        </ActionButton>
      }
    >
      {mails.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No mail sent yet.
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Mails sent"
          spacing={1.5}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {mails.map((mail) => (
            <Box component="li" key={`${mail.state}-${mail.id}`}>
              <Typography sx={{ fontWeight: 600 }}>
                {ORDER_MAIL_LABELS[mail.kind]}
                {mail.state !== 'sent' && (
                  <>
                    {' '}
                    <MailStateChip state={mail.state} />
                  </>
                )}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <time dateTime={mail.date}>{formatDateTime(mail.date)}</time>
                {` · to ${mail.to}${mail.sent_by ? ` · by ${mail.sent_by}` : ''}`}
              </Typography>
              {mail.state !== 'sent' && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {mail.state === 'failed'
                    ? `The mail server did not take it: ${mail.error ?? 'no answer'}. Send it again once the address or the server is fixed.`
                    : mail.error
                      ? `The mail server did not take it yet; it is tried again by itself. Last try: ${mail.error}`
                      : 'Queued: it leaves in a moment.'}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
