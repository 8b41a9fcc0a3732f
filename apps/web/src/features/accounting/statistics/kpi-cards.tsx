import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { SalesFigures } from '@windfamily/contract/statistics';

const KPIS: { key: keyof SalesFigures; label: string; money: boolean }[] = [
  { key: 'net', label: 'Revenue net', money: true },
  { key: 'gross', label: 'Revenue gross', money: true },
  { key: 'vat', label: 'VAT', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'average_order_value', label: 'Average order (net)', money: true },
];

const valueOf = (figures: SalesFigures, key: keyof SalesFigures) => {
  const value = figures[key];
  return typeof value === 'number' ? value : moneyToCents(value);
};

/** "+12.5 %" against the period before; "new" when there was nothing then. */
function change(now: number, before: number): { text: string; up: boolean | null } {
  if (before === 0) return { text: now === 0 ? '±0 %' : 'new', up: now === 0 ? null : true };
  const percent = ((now - before) / Math.abs(before)) * 100;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return { text: '±0 %', up: null };
  return { text: `${rounded > 0 ? '+' : ''}${rounded.toLocaleString('en')} %`, up: rounded > 0 };
}

/** The period's key figures, each with its change against the period before (when compared). */
export function KpiCards({ totals, previous }: { totals: SalesFigures; previous?: SalesFigures }) {
  return (
    <Box
      component="ul"
      aria-label="Key figures"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {KPIS.map((kpi) => {
        const now = valueOf(totals, kpi.key);
        const delta = previous ? change(now, valueOf(previous, kpi.key)) : undefined;
        return (
          <Card key={kpi.key} component="li" variant="outlined" aria-label={kpi.label}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {kpi.label}
              </Typography>
              <Typography
                sx={{
                  fontSize: { xs: '1.05rem', sm: '1.2rem', xl: '1.4rem' },
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                }}
                data-testid={`kpi-${kpi.key}`}
              >
                {kpi.money ? formatEuro(totals[kpi.key]) : now.toLocaleString('en')}
              </Typography>
              {delta && previous && (
                <Typography
                  variant="body2"
                  sx={{
                    color:
                      delta.up === null
                        ? 'text.secondary'
                        : delta.up
                          ? 'success.main'
                          : 'error.main',
                  }}
                >
                  {`${delta.text} vs ${
                    kpi.money
                      ? formatEuro(previous[kpi.key])
                      : valueOf(previous, kpi.key).toLocaleString('en')
                  }`}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
