import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { PublicOrder } from '@windfamily/contract/orders';
import { useEffect, useState } from 'react';

type BankTransfer = NonNullable<PublicOrder['bank_transfer']>;

const COPIED_MS = 2000;

/** Copies text to the clipboard; false where the browser does not let the page (no HTTPS). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bank details of an unpaid bank-transfer order, each with a copy button: account holder,
 * IBAN, BIC, bank, the reference the transfer must carry, and the amount; beside them the
 * same transfer as a QR code for a banking app.
 */
export function BankTransferBox({ bank }: { bank: BankTransfer }) {
  const [status, setStatus] = useState<{ field: string; text: string } | null>(null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const rows: { label: string; shown: string; copied: string }[] = [
    { label: 'Account holder', shown: bank.account_holder, copied: bank.account_holder },
    { label: 'IBAN', shown: bank.iban, copied: bank.iban.replace(/\s+/g, '') },
    { label: 'BIC', shown: bank.bic, copied: bank.bic },
    { label: 'Bank', shown: bank.bank, copied: bank.bank },
    { label: 'Reference', shown: bank.reference, copied: bank.reference },
    { label: 'Amount', shown: formatEuro(bank.amount), copied: bank.amount },
  ];

  const copy = async (label: string, text: string) => {
    const done = await copyText(text);
    setStatus({
      field: label,
      text: done ? `${label} copied.` : `${label} could not be copied: please select it instead.`,
    });
  };

  return (
    <Box>
      <Typography sx={{ mb: 1.5 }}>
        Please transfer <strong>{formatEuro(bank.amount)}</strong> with the reference{' '}
        <strong>{bank.reference}</strong>. We start on your order as soon as the money is in.
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
          alignItems: 'center',
          columnGap: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
        }}
      >
        {rows.map((row) => {
          const copied = status?.field === row.label;
          return (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Box
                component="dt"
                sx={{ pt: { xs: 1, sm: 0 }, color: 'text.secondary', fontSize: '0.875rem' }}
              >
                {row.label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Box
                  component="span"
                  sx={{
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                    overflowWrap: 'anywhere',
                    userSelect: 'all',
                  }}
                >
                  {row.shown}
                </Box>
                {/* The browser's own hint on hover: MUI's tooltip would bring its overlays
                    (some 36 KB) to the order page before it could paint. */}
                <IconButton
                  aria-label={`Copy ${row.label}`}
                  title={copied ? 'Copied' : `Copy ${row.label}`}
                  onClick={() => void copy(row.label, row.copied)}
                  size="small"
                >
                  {copied ? (
                    <CheckIcon fontSize="small" color="success" />
                  ) : (
                    <ContentCopyIcon fontSize="small" />
                  )}
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: 24, mt: 0.5 }}
      >
        {status?.text}
      </Typography>
      <EpcQrCode bank={bank} />
    </Box>
  );
}

/** The QR's side in CSS pixels: 3 per module of its 45 (quiet zone included), sharp on any screen. */
const QR_SIZE = 135;

/**
 * The transfer as an EPC QR code (SEPA credit transfer): a banking app that scans it fills in
 * the account, the amount and the reference. A picture the server draws, no code of ours.
 */
function EpcQrCode({ bank }: { bank: BankTransfer }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
      <Box
        component="img"
        src={bank.qr_code}
        alt={`QR code for your banking app: transfer ${formatEuro(bank.amount)} to ${bank.account_holder}`}
        width={QR_SIZE}
        height={QR_SIZE}
        decoding="async"
        sx={{
          flexShrink: 0,
          display: 'block',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>Pay with your banking app</Typography>
        <Typography variant="body2" color="text.secondary">
          Scan the code in your banking app: it fills in the account, the amount and the reference
          for you.
        </Typography>
      </Box>
    </Box>
  );
}
