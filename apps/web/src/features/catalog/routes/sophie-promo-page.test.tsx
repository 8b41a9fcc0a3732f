import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../api';
import { GOODIES, makeWing, PRICING_AT } from '../test/fixtures';
import { jsonResponse, mockApi, renderCatalog } from '../test/render-catalog';
import SophiePromoPage from './sophie-promo-page';

const routes = [{ path: '/promo/sophie2025', Component: SophiePromoPage }];
const seed = (
  queryClient: Parameters<NonNullable<Parameters<typeof renderCatalog>[1]['seed']>>[0],
) => queryClient.setQueryData(catalogKeys.goodies('at'), { goodies: GOODIES, pricing: PRICING_AT });

describe('SophiePromoPage', () => {
  it('sells the Sophie Joy: hero, story, key figures and the purchase panel', async () => {
    mockApi({ 'GET /api/store/products/sophie-joy?country=at': () => jsonResponse(makeWing()) });
    renderCatalog(routes, { path: '/promo/sophie2025', seed });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sophie Joy' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Sophie Joy, our new high B$/);
    expect(
      screen.getByText('Our new high B: cross-country joy without the stress.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Made for the long days' }),
    ).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'Sophie Joy in figures' });
    expect(figures).toHaveTextContent('CertificationEN/LTF B');
    expect(figures).toHaveTextContent('Cells56');
    expect(figures).toHaveTextContent('Aspect ratio5.75');
    expect(figures).toHaveTextContent('Glider weight4.3–5.5 kg');

    const order = screen.getByRole('region', { name: 'Find your size and order' });
    expect(within(order).getByRole('textbox', { name: 'All-up weight' })).toBeInTheDocument();
    expect(within(order).getByRole('group', { name: /^Size/ })).toBeInTheDocument();
    expect(
      within(order).getByRole('radiogroup', { name: 'A goodie with your wing' }),
    ).toBeInTheDocument();
    expect(within(order).getByText('4 590 €')).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(
      within(order).getByRole('table', { name: 'Technical data of the Sophie Joy' }),
    ).toBeInTheDocument();
  });

  it('takes the visitor to the size advisor', async () => {
    mockApi({ 'GET /api/store/products/sophie-joy?country=at': () => jsonResponse(makeWing()) });
    const { user } = renderCatalog(routes, { path: '/promo/sophie2025', seed });
    await user.click(await screen.findByRole('button', { name: 'Find your size' }));
    expect(screen.getByRole('textbox', { name: 'All-up weight' })).toHaveFocus();
  });
});
