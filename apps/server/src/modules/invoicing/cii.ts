import XMLBuilder from 'fast-xml-builder';
import { centsToMoney } from '@windfamily/contract/money';
import type { InvoiceDocument, InvoiceParty } from '../../db/schema';
import { amountDueOf } from './document';

/** The file name Factur-X gives the XML inside the PDF. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';
/** The EN 16931 profile's guideline id (the Factur-X / ZUGFeRD profile "EN 16931", "Comfort"). */
const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

type XmlNode = Record<string, unknown>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** Builds XML from nested objects: `@name` keys are attributes, arrays repeat an element. */
export const buildXml = (root: XmlNode): string => builder.build(root);

// XML 1.0 allows no control characters but tab and line ends; none belongs on an invoice.
const text = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const amount = (cents: number) => centsToMoney(cents);
/** `2000` hundredths of a percent → `20.00`. */
export const percentOf = (bp: number) =>
  `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
/** Format 102 of UN/CEFACT: `YYYYMMDD`. */
const date102 = (day: string) => ({ '@format': '102', '#text': day.replaceAll('-', '') });
const nonEmpty = (value: string) => (value.trim() ? text(value.trim()) : undefined);

const EXEMPTION: Record<'S' | 'AE' | 'G', { reason: string; code: string } | undefined> = {
  S: undefined,
  AE: { reason: 'Reverse charge', code: 'VATEX-EU-AE' },
  G: { reason: 'Export outside the EU', code: 'VATEX-EU-G' },
};

function party(party: InvoiceParty, extra: { registration?: string } = {}): XmlNode {
  const company = party.company.trim();
  return {
    // The legal entity's name first: the company when there is one, the person otherwise.
    'ram:Name': text(company || party.name),
    'ram:SpecifiedLegalOrganization': extra.registration
      ? { 'ram:ID': text(extra.registration) }
      : undefined,
    'ram:DefinedTradeContact':
      company && party.name.trim() ? { 'ram:PersonName': text(party.name.trim()) } : undefined,
    'ram:PostalTradeAddress': {
      'ram:PostcodeCode': nonEmpty(party.zipcode),
      'ram:LineOne': nonEmpty(party.address),
      'ram:LineTwo': nonEmpty(party.address2),
      'ram:CityName': nonEmpty(party.city),
      'ram:CountryID': party.country.toUpperCase(),
      'ram:CountrySubDivisionName': nonEmpty(party.state),
    },
    'ram:URIUniversalCommunication': party.email.trim()
      ? { 'ram:URIID': { '@schemeID': 'EM', '#text': text(party.email.trim()) } }
      : undefined,
    'ram:SpecifiedTaxRegistration': party.vatId.trim()
      ? { 'ram:ID': { '@schemeID': 'VA', '#text': text(party.vatId.trim()) } }
      : undefined,
  };
}

/**
 * The invoice as an EN 16931 e-invoice: UN/CEFACT Cross Industry Invoice XML in the Factur-X
 * (ZUGFeRD) profile EN 16931, drawn from the frozen document alone. A credit note is type
 * 381 and names the invoice it corrects; an invoice is type 380. VAT categories: S
 * (standard), AE (reverse charge) and G (export), the latter two with their exemption reason.
 */
export function facturXml(doc: InvoiceDocument): string {
  const breakdown = doc.vatBreakdown;
  // An invoice owes what was not paid when issued; a credit note owes its whole amount back
  // to the buyer, set off against the invoice it corrects or refunded.
  const credit = doc.kind === 'credit_note';
  const due = credit ? doc.totals.total : amountDueOf(doc);
  const prepaid = doc.totals.total - due;
  const notes = [
    doc.legalNote ? { 'ram:Content': text(doc.legalNote), 'ram:SubjectCode': 'TXD' } : undefined,
    doc.corrects
      ? {
          'ram:Content': text(
            `Corrects invoice ${doc.corrects.number} of ${doc.corrects.date}${doc.reason ? `: ${doc.reason}` : ''}`,
          ),
          'ram:SubjectCode': 'AAI',
        }
      : undefined,
    doc.seller.registration
      ? { 'ram:Content': text(doc.seller.registration), 'ram:SubjectCode': 'REG' }
      : undefined,
  ].filter(Boolean);

  const taxOf = (category: 'S' | 'AE' | 'G', vatRateBp: number) => ({
    'ram:TypeCode': 'VAT',
    'ram:CategoryCode': category,
    'ram:RateApplicablePercent': percentOf(vatRateBp),
  });
  const category = breakdown[0]?.category ?? 'S';

  const bankTransfer = doc.paymentMethod === 'bank_transfer';
  const paymentMeans = credit
    ? undefined
    : bankTransfer
      ? {
          'ram:TypeCode': '58',
          'ram:Information': 'SEPA credit transfer',
          'ram:PayeePartyCreditorFinancialAccount': {
            'ram:IBANID': doc.seller.iban,
            'ram:AccountName': nonEmpty(doc.seller.accountHolder),
          },
          'ram:PayeeSpecifiedCreditorFinancialInstitution': { 'ram:BICID': doc.seller.bic },
        }
      : { 'ram:TypeCode': '48', 'ram:Information': 'Card payment' };

  return buildXml({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    'rsm:CrossIndustryInvoice': {
      '@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
      '@xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
      '@xmlns:ram':
        'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
      '@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931_GUIDELINE },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': doc.number,
        'ram:TypeCode': credit ? '381' : '380',
        'ram:IssueDateTime': { 'udt:DateTimeString': date102(doc.issueDate) },
        'ram:IncludedNote': notes.length ? notes : undefined,
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': doc.lines.map((line, index) => ({
          'ram:AssociatedDocumentLineDocument': {
            'ram:LineID': String(index + 1),
            'ram:IncludedNote': line.note ? { 'ram:Content': text(line.note) } : undefined,
          },
          'ram:SpecifiedTradeProduct': {
            'ram:SellerAssignedID': nonEmpty(line.sku),
            'ram:Name': text(line.description),
          },
          'ram:SpecifiedLineTradeAgreement': {
            'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.unitNet) },
          },
          'ram:SpecifiedLineTradeDelivery': {
            'ram:BilledQuantity': { '@unitCode': 'C62', '#text': String(line.quantity) },
          },
          'ram:SpecifiedLineTradeSettlement': {
            'ram:ApplicableTradeTax': taxOf(category, line.vatRateBp),
            'ram:SpecifiedTradeSettlementLineMonetarySummation': {
              'ram:LineTotalAmount': amount(line.net),
            },
          },
        })),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:SellerTradeParty': party(doc.seller, { registration: doc.seller.registration }),
          'ram:BuyerTradeParty': party(doc.buyer),
          'ram:SellerOrderReferencedDocument': { 'ram:IssuerAssignedID': doc.orderNumber },
          'ram:BuyerOrderReferencedDocument': doc.buyerReference.trim()
            ? { 'ram:IssuerAssignedID': text(doc.buyerReference.trim()) }
            : undefined,
        },
        'ram:ApplicableHeaderTradeDelivery': {
          'ram:ShipToTradeParty': doc.delivery ? party(doc.delivery) : undefined,
          'ram:ActualDeliverySupplyChainEvent': {
            'ram:OccurrenceDateTime': { 'udt:DateTimeString': date102(doc.supplyDate) },
          },
        },
        'ram:ApplicableHeaderTradeSettlement': {
          'ram:PaymentReference': bankTransfer && !credit ? doc.orderNumber : undefined,
          'ram:InvoiceCurrencyCode': 'EUR',
          'ram:SpecifiedTradeSettlementPaymentMeans': paymentMeans,
          'ram:ApplicableTradeTax': breakdown.map((entry) => ({
            'ram:CalculatedAmount': amount(entry.vat),
            'ram:TypeCode': 'VAT',
            'ram:ExemptionReason': EXEMPTION[entry.category]?.reason,
            'ram:BasisAmount': amount(entry.net),
            'ram:CategoryCode': entry.category,
            'ram:ExemptionReasonCode': EXEMPTION[entry.category]?.code,
            'ram:RateApplicablePercent': percentOf(entry.vatRateBp),
          })),
          'ram:SpecifiedTradeAllowanceCharge': doc.discount
            ? {
                'ram:ChargeIndicator': { 'udt:Indicator': 'false' },
                'ram:ActualAmount': amount(doc.discount.net),
                'ram:Reason': text(doc.discount.reason),
                'ram:CategoryTradeTax': taxOf(category, breakdown[0]?.vatRateBp ?? 0),
              }
            : undefined,
          // An amount still due needs its terms (EN 16931 BR-CO-25).
          'ram:SpecifiedTradePaymentTerms':
            due > 0
              ? {
                  'ram:Description': credit
                    ? `Set off against invoice ${doc.corrects?.number ?? ''} or refunded`
                    : bankTransfer
                      ? `Payable on receipt by bank transfer, reference ${doc.orderNumber}`
                      : 'Payable on receipt',
                }
              : undefined,
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
            'ram:LineTotalAmount': amount(doc.totals.linesNet),
            'ram:ChargeTotalAmount': amount(0),
            'ram:AllowanceTotalAmount': amount(doc.totals.discountNet),
            'ram:TaxBasisTotalAmount': amount(doc.totals.net),
            'ram:TaxTotalAmount': { '@currencyID': 'EUR', '#text': amount(doc.totals.vat) },
            'ram:GrandTotalAmount': amount(doc.totals.total),
            'ram:TotalPrepaidAmount': amount(prepaid),
            'ram:DuePayableAmount': amount(due),
          },
          'ram:InvoiceReferencedDocument': doc.corrects
            ? {
                'ram:IssuerAssignedID': doc.corrects.number,
                'ram:FormattedIssueDateTime': {
                  'qdt:DateTimeString': date102(doc.corrects.date),
                },
              }
            : undefined,
        },
      },
    },
  });
}
