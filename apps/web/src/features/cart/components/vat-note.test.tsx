import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, PRICING_AT } from '../test/cart-fixtures';
import { mockApi, renderCart } from '../test/render-cart';
import { CartTotals } from './cart-totals';
import { PriceTag } from './price-tag';
import { VatNote } from './vat-note';

const SWISS = { country: 'ch', vat_rate: 0, reverse_charge: false, price_list: null };
const RESELLER_DE = { country: 'de', vat_rate: 0, reverse_charge: true, price_list: 'Dealers' };

describe('VatNote', () => {
  it('names the VAT a price includes', () => {
    renderCart(<VatNote pricing={PRICING_AT} />);
    expect(screen.getByText('incl. 20 % VAT')).toBeInTheDocument();
  });

  it('keeps a rate’s decimals', () => {
    renderCart(<VatNote pricing={{ ...PRICING_AT, country: 'ch', vat_rate: 8.1 }} />);
    expect(screen.getByText('incl. 8.1 % VAT')).toBeInTheDocument();
  });

  it('says that prices are net and local taxes apply at a rate of 0', () => {
    renderCart(<VatNote pricing={SWISS} />);
    expect(screen.getByText('Net price: local taxes and duties apply.')).toBeInTheDocument();
  });

  it('says that no VAT is charged under reverse charge, and names the price list', () => {
    renderCart(<VatNote pricing={RESELLER_DE} />);
    expect(
      screen.getByText('Net price: VAT reverse charge, no VAT charged. · Your price list: Dealers'),
    ).toBeInTheDocument();
  });
});

describe('PriceTag', () => {
  it('shows the gross price, the VAT note and the country of the prices', () => {
    mockApi();
    renderCart(<PriceTag price="4290.00" pricing={PRICING_AT} from />, { cart: makeCart() });
    expect(screen.getByText('4 290 €')).toBeInTheDocument();
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('incl. 20 % VAT')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'AT – prices for Austria. Change country' }),
    ).toBeInTheDocument();
  });
});

describe('CartTotals', () => {
  it('lists items, discount with its code, shipping, total and the VAT in it', () => {
    renderCart(
      <CartTotals
        cart={makeCart({
          promocode: 'FLYHIGH10',
          totals: {
            items: '4590.00',
            discount: '459.00',
            shipping: '24.00',
            net: '3462.50',
            vat: '692.50',
            total: '4155.00',
          },
        })}
      />,
    );
    const row = (label: string) => screen.getByText(label).parentElement;
    expect(row('Items')).toHaveTextContent('4 590 €');
    expect(row('Discount (FLYHIGH10)')).toHaveTextContent('−459 €');
    expect(row('Shipping (Standard delivery)')).toHaveTextContent('24 €');
    expect(row('Total')).toHaveTextContent('4 155 €');
    expect(row('incl. 20 % VAT')).toHaveTextContent('692.50 €');
  });

  it('has no VAT line but the net-price text at a rate of 0', () => {
    renderCart(<CartTotals cart={makeCart({ pricing: SWISS })} />);
    expect(screen.queryByText(/incl\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
    expect(screen.getByText('Prices are net: local taxes and duties apply.')).toBeInTheDocument();
  });
});
