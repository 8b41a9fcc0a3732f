import { createHash } from 'node:crypto';
import {
  AFRelationship,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFString,
  type RGB,
  rgb,
} from 'pdf-lib';
import sharp from 'sharp';
import { centsToMoney } from '@windfamily/contract/money';
import { INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@windfamily/contract/order-basics';
import type { InvoiceDocument, InvoiceParty } from '../../db/schema';
import { embedDejaVu } from '../../lib/pdf-fonts';
import { countryName } from '../orders/orders.service';
import { buildXml, FACTUR_X_FILE_NAME, percentOf } from './cii';
import { amountDueOf } from './document';
import { epcPayload, epcQrMatrix, type EpcTransfer } from './epc-qr';

// The invoice as people read it: an A4 PDF/A-3b whose attachment `factur-x.xml` is the same
// invoice for machines (Factur-X / ZUGFeRD, EN 16931). Everything on it comes from the frozen
// document, and nothing from the clock or chance: the dates and the file's id are the
// invoice's own, so the same invoice always renders to the same bytes.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BOTTOM = 70;
const RIGHT = A4.width - MARGIN;

const SKY = rgb(0.043, 0.239, 0.361);
const INK = rgb(0.114, 0.169, 0.212);
const GREY = rgb(0.357, 0.42, 0.467);
const LIGHT = rgb(0.93, 0.95, 0.97);

/** What the PDF says it was made with (the document information and its XMP must agree). */
const PRODUCER = 'pdf-lib';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The sRGB ICC profile of the PDF/A output intent: the one libvips builds into every sharp
 * install, taken from a one-pixel image tagged with it.
 */
let srgbProfile: Promise<Buffer> | undefined;
function loadSrgbProfile() {
  srgbProfile ??= (async () => {
    const pixel = await sharp({
      create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
    })
      .withIccProfile('srgb')
      .png()
      .toBuffer();
    const { icc } = await sharp(pixel).metadata();
    if (!icc) throw new Error('sharp gave no sRGB profile');
    return icc;
  })();
  return srgbProfile;
}

/** Euros with cents and a space between thousands (`4 290.00 €`): columns line up. */
export function euro(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToMoney(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction} €`;
}

/** `2026-03-01` as printed: `1 March 2026`. */
function longDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// Line breaks and control characters have no glyph: a name typed with one stays on its line.
// eslint-disable-next-line no-control-regex
const printable = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** A party's address block, one line each. */
function addressLines(party: InvoiceParty): string[] {
  return [
    party.company,
    party.name,
    party.address,
    party.address2,
    [party.zipcode, party.city].filter(Boolean).join(' '),
    party.state,
    countryName(party.country),
  ]
    .map(printable)
    .filter(Boolean);
}

/** Draws text on pages that follow one another, starting a new page when one is full. */
class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  /** Drawn again at the top of each page that a table runs over to. */
  private repeat: (() => void) | null = null;
  /** Widths at size 1 by font and text: wrapping measures the same words again and again. */
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    this.repeat?.();
  }

  /** Room for `height` points on this page, or a new page. */
  need(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  repeatOnNewPages(draw: (() => void) | null): void {
    this.repeat = draw;
  }

  /** The width of `text` at `size` points. */
  width(text: string, size: number, bold = false): number {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, 1);
      this.widths.set(key, width);
    }
    return width * size;
  }

  text(
    value: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; color?: RGB; align?: 'left' | 'right' } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const content = printable(value);
    this.page.drawText(content, {
      x: options.align === 'right' ? x - this.width(content, size, options.bold) : x,
      y,
      size,
      font,
      color: options.color ?? INK,
    });
  }

  /** `value` broken into lines no wider than `width`. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const space = this.width(' ', size, bold);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of printable(value).split(/\s+/)) {
      const wordWidth = this.width(word, size, bold);
      if (!line || lineWidth + space + wordWidth <= width) {
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
        line = line ? `${line} ${word}` : word;
        continue;
      }
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  rule(y: number, color: RGB = LIGHT, thickness = 0.8): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: RIGHT, y },
      thickness,
      color,
    });
  }
}

/** Columns of the lines' table: their right edges, and the description's left edge and width. */
const COLUMNS = {
  position: MARGIN,
  description: MARGIN + 24,
  descriptionWidth: 250,
  quantity: 368,
  unit: 442,
  vat: 488,
  amount: RIGHT,
};

function drawHeader(layout: Layout, doc: InvoiceDocument): void {
  const top = layout.y;
  layout.text(doc.brand, MARGIN, top - 20, { size: 22, bold: true, color: SKY });
  const seller = doc.seller;
  const lines = [
    ...addressLines(seller).slice(0),
    `VAT id ${seller.vatId}`,
    ...(seller.registration ? [seller.registration] : []),
    seller.email,
  ];
  let y = top - 6;
  lines.forEach((line, index) => {
    layout.text(line, RIGHT, y, {
      size: 8,
      bold: index === 0,
      color: index ? GREY : INK,
      align: 'right',
    });
    y -= 11;
  });
  layout.y = Math.min(top - 40, y) - 24;
}

function drawParties(layout: Layout, doc: InvoiceDocument): void {
  const top = layout.y;
  const block = (label: string, party: InvoiceParty, x: number) => {
    let y = top;
    layout.text(label, x, y, { size: 7.5, color: GREY });
    y -= 13;
    for (const line of addressLines(party)) {
      layout.text(line, x, y, { size: 9.5 });
      y -= 12.5;
    }
    if (party.vatId) {
      layout.text(`VAT id ${party.vatId}`, x, y, { size: 9.5 });
      y -= 12.5;
    }
    return y;
  };
  const left = block(
    doc.kind === 'credit_note' ? 'Credit note to' : 'Invoice to',
    doc.buyer,
    MARGIN,
  );
  const right = doc.delivery ? block('Delivered to', doc.delivery, 310) : top;
  layout.y = Math.min(left, right) - 18;
}

function drawTitle(layout: Layout, doc: InvoiceDocument): void {
  layout.text(`${INVOICE_KIND_LABELS[doc.kind]} ${doc.number}`, MARGIN, layout.y - 14, {
    size: 16,
    bold: true,
    color: SKY,
  });
  layout.y -= 34;
  const facts: [string, string][] = [
    [`${INVOICE_KIND_LABELS[doc.kind]} date`, longDate(doc.issueDate)],
    ['Date of supply', longDate(doc.supplyDate)],
    ['Order', `${doc.orderNumber} of ${longDate(doc.orderDate)}`],
    ...(doc.buyerReference ? [['Your reference', doc.buyerReference] as [string, string]] : []),
    ['Payment', PAYMENT_METHOD_LABELS[doc.paymentMethod]],
    ...(doc.corrects
      ? [
          ['Corrects invoice', `${doc.corrects.number} of ${longDate(doc.corrects.date)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(doc.reason ? [['Reason', doc.reason] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    layout.text(label, MARGIN, layout.y, { size: 9, color: GREY });
    const lines = layout.wrap(value, RIGHT - 160, 9);
    lines.forEach((line, index) => layout.text(line, 160, layout.y - index * 12, { size: 9 }));
    layout.y -= 12 * lines.length + 1;
  }
  layout.y -= 16;
}

function drawTableHead(layout: Layout): void {
  const y = layout.y;
  layout.page.drawRectangle({
    x: MARGIN,
    y: y - 5,
    width: RIGHT - MARGIN,
    height: 17,
    color: LIGHT,
  });
  const head = { size: 8, bold: true, color: SKY };
  layout.text('#', COLUMNS.position + 2, y, head);
  layout.text('Description', COLUMNS.description, y, head);
  layout.text('Qty', COLUMNS.quantity, y, { ...head, align: 'right' });
  layout.text('Unit price', COLUMNS.unit, y, { ...head, align: 'right' });
  layout.text('VAT', COLUMNS.vat, y, { ...head, align: 'right' });
  layout.text('Net amount', COLUMNS.amount, y, { ...head, align: 'right' });
  layout.y = y - 22;
}

function drawLines(layout: Layout, doc: InvoiceDocument): void {
  drawTableHead(layout);
  // A table that runs over to the next page starts there with its head again.
  layout.repeatOnNewPages(() => drawTableHead(layout));
  doc.lines.forEach((line, index) => {
    const description = layout.wrap(line.description, COLUMNS.descriptionWidth, 9);
    const details = [
      ...(line.sku ? [`Item ${line.sku}`] : []),
      ...(line.note ? layout.wrap(`Price set: ${line.note}`, COLUMNS.descriptionWidth, 7.5) : []),
    ];
    layout.need(description.length * 12 + details.length * 10 + 10);
    const y = layout.y;
    layout.text(String(index + 1), COLUMNS.position + 2, y, { color: GREY });
    description.forEach((text, row) => layout.text(text, COLUMNS.description, y - row * 12));
    details.forEach((text, row) =>
      layout.text(text, COLUMNS.description, y - description.length * 12 - row * 10 + 2, {
        size: 7.5,
        color: GREY,
      }),
    );
    layout.text(String(line.quantity), COLUMNS.quantity, y, { align: 'right' });
    layout.text(euro(line.unitNet), COLUMNS.unit, y, { align: 'right' });
    layout.text(`${percentOf(line.vatRateBp)} %`, COLUMNS.vat, y, { align: 'right' });
    layout.text(euro(line.net), COLUMNS.amount, y, { align: 'right' });
    // The lowest baseline of the row, then a rule under it with room for the descenders.
    const last = details.length
      ? y - description.length * 12 - (details.length - 1) * 10 + 2
      : y - (description.length - 1) * 12;
    layout.rule(last - 5);
    layout.y = last - 18;
  });
  layout.repeatOnNewPages(null);
  layout.y -= 8;
}

function drawTotals(layout: Layout, doc: InvoiceDocument): void {
  const { totals } = doc;
  const rows: [string, string, boolean][] = [
    ['Total of the lines (net)', euro(totals.linesNet), false],
    ...(doc.discount
      ? [[doc.discount.reason, euro(-doc.discount.net), false] as [string, string, boolean]]
      : []),
    ['Net', euro(totals.net), false],
    ...doc.vatBreakdown.map(
      (entry) =>
        [`VAT ${percentOf(entry.vatRateBp)} % of ${euro(entry.net)}`, euro(entry.vat), false] as [
          string,
          string,
          boolean,
        ],
    ),
    [doc.kind === 'credit_note' ? 'Total credited' : 'Total', euro(totals.total), true],
  ];
  layout.need(rows.length * 14 + 10);
  for (const [label, value, bold] of rows) {
    if (bold) {
      layout.page.drawLine({
        start: { x: 330, y: layout.y + 11 },
        end: { x: RIGHT, y: layout.y + 11 },
        thickness: 0.8,
        color: INK,
      });
    }
    layout.text(label, 330, layout.y, { size: bold ? 10.5 : 9, bold });
    layout.text(value, RIGHT, layout.y, { size: bold ? 10.5 : 9, bold, align: 'right' });
    layout.y -= bold ? 18 : 14;
  }

  // The VAT breakdown per rate, as the law lists it.
  layout.need(16 + doc.vatBreakdown.length * 12);
  layout.y -= 6;
  layout.text('VAT breakdown', MARGIN, layout.y, { size: 8, bold: true, color: SKY });
  layout.text('Net', 230, layout.y, { size: 8, bold: true, color: SKY, align: 'right' });
  layout.text('VAT', 310, layout.y, { size: 8, bold: true, color: SKY, align: 'right' });
  layout.y -= 12;
  for (const entry of doc.vatBreakdown) {
    const label = { S: 'Standard rate', AE: 'Reverse charge', G: 'Export' }[entry.category];
    layout.text(`${percentOf(entry.vatRateBp)} % (${label})`, MARGIN, layout.y, { size: 8 });
    layout.text(euro(entry.net), 230, layout.y, { size: 8, align: 'right' });
    layout.text(euro(entry.vat), 310, layout.y, { size: 8, align: 'right' });
    layout.y -= 12;
  }
  layout.y -= 10;
}

function drawNote(layout: Layout, doc: InvoiceDocument): void {
  if (!doc.legalNote) return;
  const lines = layout.wrap(doc.legalNote, RIGHT - MARGIN - 16, 9, true);
  layout.need(lines.length * 12 + 14);
  const height = lines.length * 12 + 8;
  layout.page.drawRectangle({
    x: MARGIN,
    y: layout.y - height + 10,
    width: RIGHT - MARGIN,
    height,
    borderColor: SKY,
    borderWidth: 0.8,
  });
  lines.forEach((line, index) =>
    layout.text(line, MARGIN + 8, layout.y - index * 12, { bold: true }),
  );
  layout.y -= height + 10;
}

/**
 * The QR code of a transfer, or none when the bank settings break the EPC's limits (a
 * beneficiary's name over 70 characters): the invoice is issued all the same, with the
 * account written out.
 */
function epcQrOf(transfer: EpcTransfer) {
  try {
    return epcQrMatrix(epcPayload(transfer));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function drawPayment(layout: Layout, doc: InvoiceDocument): void {
  const due = amountDueOf(doc);
  const { seller } = doc;
  let paragraphs: string[];
  let qr: { size: number; dark(row: number, column: number): boolean } | null = null;
  if (doc.kind === 'credit_note') {
    paragraphs = [
      `This credit note cancels invoice ${doc.corrects?.number ?? ''}. What was paid on it is refunded, or set off against what the order still owes.`,
    ];
  } else if (due === 0) {
    paragraphs = [`Paid in full (${euro(doc.paid)} received). Thank you.`];
  } else if (doc.paymentMethod === 'bank_transfer') {
    paragraphs = [
      `Please transfer ${euro(due)} to:`,
      seller.accountHolder,
      `IBAN ${seller.iban.replace(/(.{4})(?=.)/g, '$1 ')}`,
      `BIC ${seller.bic} (${seller.bank})`,
      `Reference ${doc.orderNumber}`,
      ...(doc.paid > 0 ? [`${euro(doc.paid)} received already.`] : []),
      'Or scan the code with your banking app.',
    ];
    qr = epcQrOf({
      bic: seller.bic,
      name: seller.accountHolder,
      iban: seller.iban,
      amount: due,
      text: doc.orderNumber,
    });
  } else {
    paragraphs = [`${euro(due)} payable by card on the order's page.`];
  }
  const qrSide = 96;
  const width = RIGHT - MARGIN - (qr ? qrSide + 20 : 0);
  paragraphs = paragraphs.flatMap((paragraph) => layout.wrap(paragraph, width, 9));
  layout.need(Math.max(paragraphs.length * 12 + 20, qr ? qrSide + 20 : 0));
  layout.text(doc.kind === 'credit_note' ? 'Settlement' : 'Payment', MARGIN, layout.y, {
    size: 8,
    bold: true,
    color: SKY,
  });
  const top = layout.y - 14;
  paragraphs.forEach((text, index) =>
    layout.text(text, MARGIN, top - index * 12, { size: 9, bold: index === 0 && !!qr }),
  );
  if (qr) {
    // The quiet zone of four modules around the code, as the standard asks.
    const module = qrSide / (qr.size + 8);
    const left = RIGHT - qrSide;
    const bottom = top - qrSide + 10;
    // One path of the dark runs of each row, in modules from the code's top left corner.
    let path = '';
    for (let row = 0; row < qr.size; row += 1) {
      for (let column = 0; column < qr.size;) {
        if (!qr.dark(row, column)) {
          column += 1;
          continue;
        }
        let end = column;
        while (end < qr.size && qr.dark(row, end)) end += 1;
        path += `M${column + 4} ${row + 4}h${end - column}v1h${column - end}z`;
        column = end;
      }
    }
    layout.page.drawSvgPath(path, {
      x: left,
      y: bottom + qrSide,
      scale: module,
      color: rgb(0, 0, 0),
    });
    layout.y = Math.min(top - paragraphs.length * 12, bottom) - 10;
  } else {
    layout.y = top - paragraphs.length * 12 - 10;
  }
}

function drawFooters(layout: Layout, doc: InvoiceDocument): void {
  const { seller } = doc;
  const line = [
    seller.name,
    [seller.address, seller.address2, `${seller.zipcode} ${seller.city}`]
      .filter(Boolean)
      .join(', '),
    `VAT id ${seller.vatId}`,
    `IBAN ${seller.iban}`,
  ].join(' · ');
  const count = layout.pages.length;
  layout.pages.forEach((page, index) => {
    layout.page = page;
    layout.rule(BOTTOM - 22, LIGHT);
    layout.text(line, MARGIN, BOTTOM - 34, { size: 7, color: GREY });
    layout.text(`${doc.number} · Page ${index + 1} of ${count}`, RIGHT, BOTTOM - 46, {
      size: 7,
      color: GREY,
      align: 'right',
    });
  });
}

/** XMP: the PDF/A-3b identification, the Factur-X extension schema and its values. */
function xmpOf(doc: InvoiceDocument, title: string, moment: string): Buffer {
  const property = (name: string, description: string) => ({
    '@rdf:parseType': 'Resource',
    'pdfaProperty:name': name,
    'pdfaProperty:valueType': 'Text',
    'pdfaProperty:category': 'external',
    'pdfaProperty:description': description,
  });
  const body = buildXml({
    'x:xmpmeta': {
      '@xmlns:x': 'adobe:ns:meta/',
      'rdf:RDF': {
        '@xmlns:rdf': 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
        'rdf:Description': [
          {
            '@rdf:about': '',
            '@xmlns:pdfaid': 'http://www.aiim.org/pdfa/ns/id/',
            'pdfaid:part': '3',
            'pdfaid:conformance': 'B',
          },
          {
            '@rdf:about': '',
            '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
            'dc:format': 'application/pdf',
            'dc:title': { 'rdf:Alt': { 'rdf:li': { '@xml:lang': 'x-default', '#text': title } } },
            'dc:creator': { 'rdf:Seq': { 'rdf:li': doc.seller.name } },
          },
          {
            '@rdf:about': '',
            '@xmlns:pdf': 'http://ns.adobe.com/pdf/1.3/',
            'pdf:Producer': PRODUCER,
          },
          {
            '@rdf:about': '',
            '@xmlns:xmp': 'http://ns.adobe.com/xap/1.0/',
            'xmp:CreatorTool': doc.brand,
            'xmp:CreateDate': moment,
            'xmp:ModifyDate': moment,
            'xmp:MetadataDate': moment,
          },
          {
            '@rdf:about': '',
            '@xmlns:pdfaExtension': 'http://www.aiim.org/pdfa/ns/extension/',
            '@xmlns:pdfaSchema': 'http://www.aiim.org/pdfa/ns/schema#',
            '@xmlns:pdfaProperty': 'http://www.aiim.org/pdfa/ns/property#',
            'pdfaExtension:schemas': {
              'rdf:Bag': {
                'rdf:li': {
                  '@rdf:parseType': 'Resource',
                  'pdfaSchema:schema': 'Factur-X PDFA Extension Schema',
                  'pdfaSchema:namespaceURI': 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
                  'pdfaSchema:prefix': 'fx',
                  'pdfaSchema:property': {
                    'rdf:Seq': {
                      'rdf:li': [
                        property('DocumentFileName', 'The name of the embedded XML document'),
                        property(
                          'DocumentType',
                          'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
                        ),
                        property(
                          'Version',
                          'The actual version of the standard applying to the embedded XML document',
                        ),
                        property(
                          'ConformanceLevel',
                          'The conformance level of the embedded XML document',
                        ),
                      ],
                    },
                  },
                },
              },
            },
          },
          {
            '@rdf:about': '',
            '@xmlns:fx': 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
            'fx:DocumentType': 'INVOICE',
            'fx:DocumentFileName': FACTUR_X_FILE_NAME,
            'fx:Version': '1.0',
            'fx:ConformanceLevel': 'EN 16931',
          },
        ],
      },
    },
  });
  return Buffer.from(
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>\n${body}<?xpacket end="w"?>`,
    'utf8',
  );
}

/**
 * Renders the invoice (or credit note) `doc`, issued at `issuedAt`, with `xml` (its CII) as
 * the Factur-X attachment: a PDF/A-3b with embedded fonts, an sRGB output intent and XMP
 * metadata naming both standards.
 */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  xml: string,
  issuedAt: Date,
): Promise<Buffer> {
  const icc = await loadSrgbProfile();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = await embedDejaVu(pdf, 'WFAAA');

  const layout = new Layout(pdf, fonts);
  drawHeader(layout, doc);
  drawParties(layout, doc);
  drawTitle(layout, doc);
  drawLines(layout, doc);
  drawTotals(layout, doc);
  drawNote(layout, doc);
  drawPayment(layout, doc);
  drawFooters(layout, doc);

  const title = `${INVOICE_KIND_LABELS[doc.kind]} ${doc.number}`;
  // Whole seconds: the document information's dates have no finer grain than the XMP's.
  const moment = new Date(Math.floor(issuedAt.getTime() / 1000) * 1000);
  pdf.setTitle(title);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(doc.brand);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(moment);
  pdf.setModificationDate(moment);
  pdf.setLanguage('en');

  await pdf.attach(Buffer.from(xml, 'utf8'), FACTUR_X_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'Factur-X e-invoice (EN 16931)',
    creationDate: moment,
    modificationDate: moment,
    afRelationship: AFRelationship.Alternative,
  });

  const { context, catalog } = pdf;
  const profile = context.register(context.flateStream(icc, { N: 3 }));
  catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([
      context.obj({
        Type: 'OutputIntent',
        S: 'GTS_PDFA1',
        OutputConditionIdentifier: PDFString.of('sRGB'),
        Info: PDFString.of('sRGB IEC61966-2.1'),
        DestOutputProfile: profile,
      }),
    ]),
  );
  const metadata = context.register(
    context.stream(xmpOf(doc, title, moment.toISOString().replace('.000Z', 'Z')), {
      Type: 'Metadata',
      Subtype: 'XML',
    }),
  );
  catalog.set(PDFName.of('Metadata'), metadata);
  // The file's id comes from the invoice's number: the same invoice, the same file.
  const id = PDFHexString.of(createHash('sha256').update(doc.number).digest('hex').slice(0, 32));
  context.trailerInfo.ID = context.obj([id, id]);

  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
