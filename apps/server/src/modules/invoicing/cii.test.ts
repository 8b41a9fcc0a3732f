import { describe, expect, it } from 'vitest';
import { TAX_TREATMENTS } from '@windfamily/contract/order-basics';
import { facturXml } from './cii';
import { creditNoteDocumentOf } from './document';
import { sampleDocument, sampleOrder } from './test-fixtures';
import { validateFacturX } from './test-tools';

/** The text of every `<ram:name>` element, in document order. */
const valuesOf = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map(
    (match) => match[1],
  );

describe('the EN 16931 e-invoice (Factur-X CII XML)', () => {
  it.each(TAX_TREATMENTS)('of a %s invoice is valid against the official schema', (treatment) => {
    const xml = facturXml(sampleDocument(treatment));
    const result = validateFacturX(xml);
    expect(result.ok, result.output).toBe(true);
  });

  it('of a credit note is valid, type 381, and names the invoice it corrects', () => {
    const credit = creditNoteDocumentOf(sampleDocument('domestic'), {
      number: 'GS-2026-00001',
      issuedAt: new Date('2026-03-05T08:00:00Z'),
      reason: 'Lines changed',
    });
    const xml = facturXml(credit);
    const result = validateFacturX(xml);
    expect(result.ok, result.output).toBe(true);
    expect(valuesOf(xml, 'ram:TypeCode')[0]).toBe('381');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>2026-00042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260304<\/qdt:DateTimeString>/,
    );
    // A credit note asks for no transfer.
    expect(xml).not.toContain('<ram:SpecifiedTradeSettlementPaymentMeans>');
  });

  it('is checked for real: a misplaced element fails the schema', () => {
    const xml = facturXml(sampleDocument('domestic')).replace(
      /<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>/,
      '',
    );
    const result = validateFacturX(xml);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/InvoiceCurrencyCode|ApplicableTradeTax/);
  });

  it('says the same as the invoice: number, dates, parties, amounts and VAT', () => {
    const { order } = sampleOrder('domestic');
    const xml = facturXml(sampleDocument('domestic'));
    expect(valuesOf(xml, 'ram:ID')).toEqual(
      expect.arrayContaining(['urn:cen.eu:en16931:2017', '2026-00042', 'ATU12345678']),
    );
    expect(valuesOf(xml, 'ram:TypeCode')[0]).toBe('380');
    expect(valuesOf(xml, 'udt:DateTimeString')).toEqual(['20260304', '20260304']);
    expect(valuesOf(xml, 'ram:Name')).toEqual([
      'Emilie Peace2 · M',
      'Harness bag · Blue (goodie with Emilie Peace2)',
      'Repair kit · One size',
      'Shipping: Standard delivery',
      'Windfamily GmbH',
      'Paula Pilot',
    ]);
    expect(valuesOf(xml, 'ram:LineTotalAmount')).toEqual([
      '3575.00',
      '25.00',
      '79.80',
      '29.00',
      '3708.80',
    ]);
    expect(valuesOf(xml, 'ram:AllowanceTotalAmount')).toEqual(['367.98']);
    expect(valuesOf(xml, 'ram:TaxBasisTotalAmount')).toEqual([(order.net / 100).toFixed(2)]);
    expect(valuesOf(xml, 'ram:TaxTotalAmount')).toEqual([(order.vat / 100).toFixed(2)]);
    expect(valuesOf(xml, 'ram:GrandTotalAmount')).toEqual([(order.total / 100).toFixed(2)]);
    expect(valuesOf(xml, 'ram:DuePayableAmount')).toEqual([(order.total / 100).toFixed(2)]);
    expect(valuesOf(xml, 'ram:CategoryCode')).toEqual(['S', 'S', 'S', 'S', 'S', 'S']);
    expect(valuesOf(xml, 'ram:RateApplicablePercent')).toContain('20.00');
    expect(valuesOf(xml, 'ram:PaymentReference')).toEqual(['2026-0042']);
    expect(valuesOf(xml, 'ram:IBANID')).toEqual(['AT611904300234573201']);
    expect(valuesOf(xml, 'ram:Content')).toEqual(
      expect.arrayContaining(['Club discount agreed on the phone']),
    );
  });

  it('gives reverse charge and export their category and exemption reason', () => {
    const reverse = facturXml(sampleDocument('reverse_charge'));
    expect(valuesOf(reverse, 'ram:CategoryCode').every((code) => code === 'AE')).toBe(true);
    expect(valuesOf(reverse, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-AE']);
    expect(valuesOf(reverse, 'ram:ExemptionReason')).toEqual(['Reverse charge']);
    expect(valuesOf(reverse, 'ram:CalculatedAmount')).toEqual(['0.00']);
    // Both VAT ids, seller's and buyer's, as reverse charge requires.
    expect(reverse).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(reverse).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>');

    const exported = facturXml(sampleDocument('export'));
    expect(valuesOf(exported, 'ram:CategoryCode').every((code) => code === 'G')).toBe(true);
    expect(valuesOf(exported, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-G']);
    expect(exported).toContain('<ram:CountryID>CH</ram:CountryID>');
  });

  it('escapes what customers type', () => {
    const doc = sampleDocument('domestic', {
      address: { ...sampleOrder('domestic').order.address, name: 'Anna <b>&amp;</b> "Bert"\u0007' },
    });
    const xml = facturXml(doc);
    expect(xml).toContain('Anna &lt;b&gt;&amp;amp;&lt;/b&gt; &quot;Bert&quot;');
    expect(validateFacturX(xml).ok).toBe(true);
  });
});
