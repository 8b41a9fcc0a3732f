import countries from 'i18n-iso-countries';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedDejaVu } from '../../../lib/pdf-fonts';
import type { CarrierAddress } from './carrier';
import { code128Widths } from './code128';

// A parcel label on A6 (105 × 148 mm), the size of the thermal printers' labels: the carrier
// and service, sender, recipient, weight and reference, the parcel number as a Code 128
// barcode with its digits underneath, and a QR code of the tracking page. One page a parcel.

/** A6 in points. */
export const A6 = { width: 297.64, height: 419.53 } as const;
const MARGIN = 12;
const INK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

export interface LabelParcel {
  /** The parcel's number: the barcode. */
  number: string;
  weightGrams: number;
}

export interface LabelData {
  carrierName: string;
  /** Printed large in the corner: `EXPRESS`. */
  serviceName: string;
  from: CarrierAddress;
  to: CarrierAddress;
  parcels: LabelParcel[];
  /** The shop's reference: the order's number. */
  reference: string;
  /** `2026-03-02`. */
  shipDate: string;
  /** What the QR code holds for a parcel: its tracking page. */
  trackingUrl: (parcelNumber: string) => string;
  /** The customs line, for parcels that leave the EU. */
  customs?: string;
  /** A warning across the top, such as that the label is not valid for shipping. */
  notice?: string;
}

// eslint-disable-next-line no-control-regex
const printable = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export const countryNameOf = (code: string) => countries.getName(code, 'en') ?? code.toUpperCase();

/** An address as a label prints it, one line each, the country last in capitals. */
export function addressLines(address: CarrierAddress): string[] {
  return [
    address.company,
    address.name === address.company ? undefined : address.name,
    ...address.lines,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    address.state,
    countryNameOf(address.country).toUpperCase(),
  ]
    .map((line) => printable(line ?? ''))
    .filter(Boolean);
}

const kilos = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The barcode's digits: a standard font, as label printers print them. */
  mono: PDFFont;
}

/** Cuts `text` so that it fits `width` at `size`. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let fitted = text;
  while (fitted.length > 1 && font.widthOfTextAtSize(fitted, size) > width)
    fitted = fitted.slice(0, -1);
  return fitted === text ? text : `${fitted.slice(0, -1)}…`;
}

function drawBarcode(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const widths = code128Widths(text);
  const quiet = 10;
  const modules = widths.reduce((sum, w) => sum + w, 0) + 2 * quiet;
  const module = width / modules;
  let cursor = x + quiet * module;
  widths.forEach((w, index) => {
    if (index % 2 === 0)
      page.drawRectangle({ x: cursor, y, width: w * module, height, color: INK });
    cursor += w * module;
  });
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column))
        page.drawRectangle({
          x: x + column * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: INK,
        });
}

function drawPage(
  page: PDFPage,
  fonts: Fonts,
  data: LabelData,
  parcel: LabelParcel,
  index: number,
) {
  const inner = A6.width - 2 * MARGIN;
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    font = fonts.regular,
    color = INK,
  ) =>
    page.drawText(fit(printable(value), font, size, A6.width - MARGIN - x), {
      x,
      y,
      size,
      font,
      color,
    });
  let y = A6.height - MARGIN;

  // The carrier and the service, the service reversed out of a black box.
  const service = data.serviceName.toUpperCase();
  const serviceWidth = fonts.bold.widthOfTextAtSize(service, 14) + 12;
  page.drawRectangle({
    x: A6.width - MARGIN - serviceWidth,
    y: y - 22,
    width: serviceWidth,
    height: 22,
    color: INK,
  });
  page.drawText(service, {
    x: A6.width - MARGIN - serviceWidth + 6,
    y: y - 16,
    size: 14,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  page.drawText(fit(data.carrierName, fonts.bold, 11, inner - serviceWidth - 6), {
    x: MARGIN,
    y: y - 15,
    size: 11,
    font: fonts.bold,
    color: INK,
  });
  y -= 30;
  if (data.notice) {
    text(data.notice, MARGIN, y, 6.5, fonts.bold, GREY);
    y -= 10;
  }
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: A6.width - MARGIN, y },
    thickness: 0.8,
    color: INK,
  });
  y -= 11;

  text('FROM', MARGIN, y, 6, fonts.bold, GREY);
  y -= 9;
  for (const line of addressLines(data.from)) {
    text(line, MARGIN, y, 7);
    y -= 8.5;
  }
  y -= 6;
  text('TO', MARGIN, y, 6, fonts.bold, GREY);
  y -= 14;
  addressLines(data.to).forEach((line, lineIndex, lines) => {
    const last = lineIndex === lines.length - 1;
    text(
      line,
      MARGIN + 6,
      y,
      last || lineIndex === 0 ? 11 : 10,
      last || lineIndex === 0 ? fonts.bold : fonts.regular,
    );
    y -= 13;
  });
  y -= 2;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: A6.width - MARGIN, y },
    thickness: 0.8,
    color: INK,
  });
  y -= 11;

  text(
    `Parcel ${index + 1} of ${data.parcels.length}   Weight ${kilos(parcel.weightGrams)}   Shipped ${data.shipDate}`,
    MARGIN,
    y,
    7.5,
  );
  y -= 10;
  text(`Reference ${data.reference}`, MARGIN, y, 7.5);
  y -= 10;
  if (data.customs) {
    text(data.customs, MARGIN, y, 6.5, fonts.bold);
    y -= 10;
  }

  // The barcode and its digits, then the QR code of the tracking page.
  const barHeight = 58;
  drawBarcode(page, parcel.number, MARGIN, y - barHeight - 4, inner, barHeight);
  y -= barHeight + 18;
  const digits = parcel.number;
  const digitsWidth = fonts.mono.widthOfTextAtSize(digits, 12);
  page.drawText(digits, {
    x: (A6.width - digitsWidth) / 2,
    y,
    size: 12,
    font: fonts.mono,
    color: INK,
  });
  const qrSize = Math.min(72, y - MARGIN - 6);
  if (qrSize > 40) {
    drawQr(page, data.trackingUrl(parcel.number), MARGIN, MARGIN, qrSize);
    text(
      'Scan to follow the parcel',
      MARGIN + qrSize + 8,
      MARGIN + qrSize / 2,
      7,
      fonts.regular,
      GREY,
    );
  }
}

/** The label's PDF: one A6 page a parcel. */
export async function renderLabelPdf(data: LabelData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    ...(await embedDejaVu(pdf, 'WFLAA')),
    mono: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const date = new Date(`${data.shipDate}T00:00:00Z`);
  pdf.setTitle(`${data.carrierName} label ${data.parcels.map((p) => p.number).join(', ')}`);
  pdf.setProducer('pdf-lib');
  pdf.setCreator(data.carrierName);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  data.parcels.forEach((parcel, index) =>
    drawPage(pdf.addPage([A6.width, A6.height]), fonts, data, parcel, index),
  );
  return pdf.save({ useObjectStreams: false });
}
