import DownloadIcon from '@mui/icons-material/FileDownload';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Webstats, WebstatsFunnelStep } from '@windfamily/contract/webstats';
import { downloadCsv } from '../../../lib/csv';

export const STEP_LABELS: Record<WebstatsFunnelStep, string> = {
  product: 'Product page',
  cart: 'Cart',
  checkout: 'Checkout',
  order: 'Order',
};

const number = new Intl.NumberFormat('en');
export const percent = (share: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** The funnel from a product page to the order, drawn as stepped bars, and by product. */
export function Funnel({ funnel }: { funnel: Webstats['funnel'] }) {
  const exportProducts = () =>
    downloadCsv('funnel-by-product.csv', {
      columns: ['product', 'product_page', 'cart', 'checkout', 'order'].map((name) => ({ name })),
      rows: funnel.products.map((row) => [
        row.product,
        row.product_page,
        row.cart,
        row.checkout,
        row.order,
      ]),
    });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography id="webstats-funnel" component="h2" variant="h6" sx={{ mb: 2 }}>
          Funnel
        </Typography>
        <Stack spacing={1.5} component="ol" aria-labelledby="webstats-funnel" sx={{ p: 0, m: 0 }}>
          {funnel.steps.map((step) => (
            <Box component="li" key={step.step} sx={{ listStyle: 'none' }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {STEP_LABELS[step.step]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${number.format(step.visits)} visits · ${percent(step.conversion)}`}
                </Typography>
              </Stack>
              <Box
                sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${Math.max(step.conversion * 100, step.visits ? 1 : 0)}%`,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Stack>

        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}
        >
          <Typography id="webstats-funnel-products" component="h3" variant="subtitle1">
            By product
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={exportProducts}
            disabled={funnel.products.length === 0}
            aria-label="Export the funnel by product as CSV"
          >
            CSV
          </Button>
        </Stack>
        {funnel.products.length === 0 ? (
          <Typography color="text.secondary">No product page was viewed in this period.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="webstats-funnel-products">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell align="right">Product page</TableCell>
                  <TableCell align="right">Cart</TableCell>
                  <TableCell align="right">Checkout</TableCell>
                  <TableCell align="right">Order</TableCell>
                  <TableCell align="right">Conversion</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {funnel.products.map((row) => (
                  <TableRow key={row.product}>
                    <TableCell>{row.product}</TableCell>
                    <TableCell align="right">{number.format(row.product_page)}</TableCell>
                    <TableCell align="right">{number.format(row.cart)}</TableCell>
                    <TableCell align="right">{number.format(row.checkout)}</TableCell>
                    <TableCell align="right">{number.format(row.order)}</TableCell>
                    <TableCell align="right">
                      {percent(row.product_page ? row.order / row.product_page : 0)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
