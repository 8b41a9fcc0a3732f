import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { OpenItems } from '@windfamily/contract/statistics';
import { Link as RouterLink } from 'react-router';
import { dayLabel } from './labels';

/** Where each open item's list is in the back office. */
export const OPEN_ITEM_LINKS = {
  unpaid: '/backoffice/orders?payment_state=unpaid',
  production: '/backoffice/production',
  stock: '/backoffice/stock',
  demo: '/backoffice/demo-fleet?view=rentals',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a maker checks each morning, each a link to the list it comes from. */
export function OpenItemsBlock({ items }: { items: OpenItems }) {
  const below = items.below_minimum;
  const cards = [
    {
      title: 'Unpaid bank transfers',
      value: plural(items.unpaid_bank_transfers.orders, 'order', 'orders'),
      detail: `${formatEuro(items.unpaid_bank_transfers.amount)} still owed`,
      to: OPEN_ITEM_LINKS.unpaid,
    },
    {
      title: 'Waiting for production',
      value: plural(items.waiting_for_production.orders, 'order', 'orders'),
      detail: `${plural(items.waiting_for_production.wings, 'wing', 'wings')} not yet ordered from the factory`,
      to: OPEN_ITEM_LINKS.production,
    },
    {
      title: 'Due from the factory this week',
      value: plural(items.due_from_factory.wings, 'wing', 'wings'),
      detail: `${dayLabel(items.due_from_factory.week_from)} to ${dayLabel(items.due_from_factory.week_to)}`,
      to: OPEN_ITEM_LINKS.production,
    },
    {
      title: 'Stock below its minimum',
      value: plural(below.variants, 'variant', 'variants'),
      detail:
        below.items.length > 0
          ? below.items
              .slice(0, 3)
              .map((item) => `${item.sku} ${item.available}/${item.minimum}`)
              .join(', ')
          : 'Every minimum is met',
      to: OPEN_ITEM_LINKS.stock,
    },
    {
      title: 'Demo wings out',
      value: plural(items.demo_wings_out.rentals, 'wing', 'wings'),
      detail: 'With pilots now',
      to: OPEN_ITEM_LINKS.demo,
    },
  ];
  return (
    <Box component="section" aria-labelledby="open-items-heading">
      <Typography
        id="open-items-heading"
        variant="h2"
        sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}
      >
        Open items today
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
        }}
      >
        {cards.map((card) => (
          <Card key={card.title} component="li" variant="outlined">
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {card.title}
                </Typography>
                <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{card.value}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
