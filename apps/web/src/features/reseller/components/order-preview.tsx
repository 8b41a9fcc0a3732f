import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { ResellerOrderResult } from '@windfamily/contract/reseller';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { PriceTotals } from '../../cart';
import { AREA_TEXTS } from '../texts';

/** The server's word on a failed preview: its sentence, and what it said about single fields. */
function previewFailure(error: unknown): string {
  const detail = errorMessage(error);
  if (!isHttpError(error)) return detail;
  const messages = Object.values(error.fieldErrors).flat();
  return messages.length > 0 ? [detail, ...messages].join(' ') : detail;
}

/**
 * The order as the server would place it: items, shipping, net, VAT (or that reverse charge
 * applies: no VAT) and the total. While the form is incomplete, what is missing; while it is
 * asked, the last answer dimmed.
 */
export function OrderPreview({
  result,
  error,
  complete,
  busy,
  priceList,
  deliveryName,
}: {
  result: ResellerOrderResult | undefined;
  error: unknown;
  /** The form holds a whole order: the preview is (being) asked for. */
  complete: boolean;
  /** A newer preview is on its way (or about to be asked for). */
  busy: boolean;
  priceList: string | null;
  /** The delivery method the totals are for. */
  deliveryName: string | undefined;
}) {
  if (!complete) {
    return (
      <Typography color="text.secondary" role="status">
        {AREA_TEXTS.fillIn}
      </Typography>
    );
  }
  if (error && !busy) {
    return (
      <Alert severity="error" role="alert">
        {previewFailure(error)}
      </Alert>
    );
  }
  if (!result) {
    return (
      <Box role="status" aria-busy="true" aria-label="Working out the totals">
        <Skeleton width="70%" />
        <Skeleton width="55%" />
        <Skeleton width="80%" height={40} />
      </Box>
    );
  }
  const { order } = result;
  return (
    <Box aria-busy={busy || undefined} sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      {order.reverse_charge && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mb: 1,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontWeight: 700,
          }}
        >
          <ReceiptLongOutlinedIcon fontSize="small" aria-hidden />
          {AREA_TEXTS.reverseCharge}
        </Box>
      )}
      <PriceTotals
        totals={{ ...order.totals, discount: '0.00' }}
        pricing={{
          country: order.country,
          vat_rate: order.vat_rate,
          reverse_charge: order.reverse_charge,
          price_list: priceList,
        }}
        promocode={null}
        deliveryName={deliveryName}
        showNet
      />
    </Box>
  );
}
