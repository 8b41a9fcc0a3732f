import { describe, expect, it } from 'vitest';
import {
  amountDueOf,
  creditNoteDocumentOf,
  invoiceDocumentOf,
  invoiceNumberText,
  invoiceYearOf,
  LEGAL_NOTES,
} from './document';
import { shopDayOf } from '../../lib/shop-time';
import { ISSUED, sampleDocument, sampleOrder, testConfig } from './test-fixtures';

describe('invoice numbers', () => {
  it('are the year and five digits, credit notes with GS in front', () => {
    expect(invoiceNumberText('invoice', 2026, 42)).toBe('2026-00042');
    expect(invoiceNumberText('invoice', 2026, 1)).toBe('2026-00001');
    expect(invoiceNumberText('credit_note', 2026, 1)).toBe('GS-2026-00001');
    expect(invoiceNumberText('credit_note', 2027, 99_999)).toBe('GS-2027-99999');
    // A hundred thousand invoices in a year still number on, one digit longer.
    expect(invoiceNumberText('invoice', 2026, 123_456)).toBe('2026-123456');
  });

  it('count in the year of the shop’s own calendar', () => {
    // Half past midnight in Vienna on New Year's Day is still the old year in UTC.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(shopDayOf(newYear)).toBe('2027-01-01');
    expect(invoiceYearOf(newYear)).toBe(2027);
    expect(invoiceYearOf(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});

describe('the frozen document of an invoice', () => {
  it('has every line, the goodie and the shipping as lines, and the order’s totals to the cent', () => {
    const { order } = sampleOrder('domestic');
    const doc = sampleDocument('domestic');
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: '2026-00042',
      issueDate: '2026-03-04',
      supplyDate: '2026-03-04',
      orderNumber: '2026-0042',
      orderDate: '2026-03-02',
      brand: 'Windfamily',
      taxTreatment: 'domestic',
      legalNote: null,
      paymentMethod: 'bank_transfer',
      paid: 0,
      corrects: null,
      delivery: null,
    });
    expect(
      doc.lines.map((line) => [line.description, line.quantity, line.unitNet, line.net]),
    ).toEqual([
      ['Emilie Peace2 · M', 1, 357_500, 357_500],
      ['Harness bag · Blue (goodie with Emilie Peace2)', 1, 2_500, 2_500],
      ['Repair kit · One size', 2, 3_990, 7_980],
      ['Shipping: Standard delivery', 1, 2_900, 2_900],
    ]);
    expect(doc.lines[2]!.note).toBe('Club discount agreed on the phone');
    expect(doc.discount).toEqual({ net: order.discountNet, reason: 'Promo code FLYHIGH10' });
    expect(doc.totals).toEqual({
      linesNet: order.itemsNet + order.shippingNet,
      discountNet: order.discountNet,
      net: order.net,
      vat: order.vat,
      total: order.total,
    });
    expect(doc.vatBreakdown).toEqual([
      { vatRateBp: 2000, category: 'S', net: order.net, vat: order.vat },
    ]);
    expect(doc.seller).toMatchObject({
      name: 'Windfamily GmbH',
      address: 'Bahnhofstraße 12',
      zipcode: '6410',
      city: 'Telfs',
      country: 'at',
      vatId: 'ATU12345678',
      registration: 'FN 123456a, Landesgericht Innsbruck',
      iban: 'AT611904300234573201',
    });
    expect(doc.buyer).toMatchObject({ name: 'Paula Pilot', city: 'Innsbruck', vatId: '' });
  });

  it('charges the EU consumer the VAT of their country', () => {
    const doc = sampleDocument('eu_consumer');
    expect(doc.vatBreakdown[0]).toMatchObject({ vatRateBp: 2550, category: 'S' });
    expect(doc.legalNote).toBeNull();
  });

  it('says why no VAT is charged: reverse charge with the buyer’s VAT id, or export', () => {
    const reverse = sampleDocument('reverse_charge');
    expect(reverse.vatBreakdown).toEqual([
      { vatRateBp: 0, category: 'AE', net: reverse.totals.net, vat: 0 },
    ]);
    expect(reverse.legalNote).toContain(LEGAL_NOTES.reverseCharge);
    expect(reverse.legalNote).toContain('DE123456789');
    expect(reverse.buyer.vatId).toBe('DE123456789');

    const exported = sampleDocument('export');
    expect(exported.vatBreakdown[0]).toMatchObject({ vatRateBp: 0, category: 'G', vat: 0 });
    expect(exported.legalNote).toBe(
      'Steuerfreie Ausfuhrlieferung / Tax-free export outside the EU',
    );
  });

  it('is addressed to the billing address, naming the delivery address when it differs', () => {
    const billing = {
      name: 'Max Muster',
      company: 'Flugschule Allgäu GmbH',
      address: 'Am Hang 4',
      address2: '',
      zipcode: '87534',
      city: 'Oberstaufen',
      state: '',
      country: 'de',
    };
    const doc = sampleDocument('reverse_charge', { billingAddress: billing });
    expect(doc.buyer).toMatchObject({ ...billing, vatId: 'DE123456789' });
    expect(doc.delivery).toMatchObject({ name: 'Paula Pilot', city: 'Innsbruck', vatId: '' });

    const same = sampleOrder('domestic').order.address;
    const sameAsDelivery = sampleDocument('domestic', {
      billingAddress: { ...same, company: same.attname ?? '' },
    });
    expect(sameAsDelivery.delivery).toBeNull();
  });

  it('dates the supply by the shipment when the order shipped before the invoice', () => {
    const shipped = sampleDocument('domestic', { shipmentDate: new Date('2026-03-03T15:00:00Z') });
    expect(shipped.supplyDate).toBe('2026-03-03');
    expect(shipped.issueDate).toBe('2026-03-04');
  });

  it('owes what was not paid when it was issued', () => {
    const { order } = sampleOrder('domestic');
    expect(amountDueOf(sampleDocument('domestic'))).toBe(order.total);
    expect(amountDueOf(sampleDocument('domestic', { amountPaid: 10_000 }))).toBe(
      order.total - 10_000,
    );
    expect(amountDueOf(sampleDocument('domestic', { amountPaid: order.total + 500 }))).toBe(0);
  });

  it('refuses an order whose lines do not add up to its net total', () => {
    const { order, items } = sampleOrder('domestic');
    expect(() =>
      invoiceDocumentOf(testConfig, { ...order, net: order.net + 1 }, items, {
        number: '2026-00001',
        issuedAt: ISSUED,
      }),
    ).toThrow(/add up to/);
  });
});

describe('the document of a credit note', () => {
  it('repeats the invoice’s lines and amounts, names it, and asks for nothing', () => {
    const invoice = sampleDocument('domestic', { amountPaid: 5_000 });
    const credit = creditNoteDocumentOf(invoice, {
      number: 'GS-2026-00001',
      issuedAt: new Date('2026-03-05T08:00:00Z'),
      reason: 'Lines changed',
    });
    expect(credit).toEqual({
      ...invoice,
      kind: 'credit_note',
      number: 'GS-2026-00001',
      issueDate: '2026-03-05',
      corrects: { number: '2026-00042', date: '2026-03-04' },
      reason: 'Lines changed',
      paid: 0,
    });
    expect(amountDueOf(credit)).toBe(0);
  });
});
