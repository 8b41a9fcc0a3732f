import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { OrderedCombo, TemplateView } from '@windfamily/contract/colorpicker';
import { embedDejaVu } from '../../lib/pdf-fonts';
import { comboSvg } from '../colorpicker/combo-image';

// The papers of production: the purchase order the factory sews from (a page per wing with
// its colour drawing and cloth codes), and the label sewn into each wing (its QR code).

const A4 = { width: 595.28, height: 841.89 } as const;
/** A label of 62 × 100 mm, as label printers take them. */
export const LABEL = { width: 175.75, height: 283.46 } as const;
const INK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

// eslint-disable-next-line no-control-regex
const printable = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let fitted = printable(text);
  const whole = fitted;
  while (fitted.length > 1 && font.widthOfTextAtSize(fitted, size) > width)
    fitted = fitted.slice(0, -1);
  return fitted === whole ? whole : `${fitted.slice(0, -1)}…`;
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

export interface PurchaseOrderPdfLine {
  position: number;
  productName: string;
  sku: string;
  size: string;
  purpose: string;
  order: string | null;
  requestedFinishOn: string | null;
  note: string;
  colors: OrderedCombo | null;
  /** The model's drawing (top and bottom), when the colour picker knows it. */
  views: TemplateView[] | null;
}

export interface PurchaseOrderPdfData {
  number: string;
  brand: string;
  date: string;
  note: string;
  lines: PurchaseOrderPdfLine[];
}

/** The colour drawing of a wing as PNG bytes: its zones filled with the ordered colours. */
async function drawingOf(views: TemplateView[], colors: OrderedCombo): Promise<Uint8Array> {
  const fills = Object.fromEntries(colors.zones.map((zone) => [zone.key, zone.hex]));
  return sharp(Buffer.from(comboSvg(views, fills)))
    .resize({ width: 900 })
    .png()
    .toBuffer();
}

/** The purchase order: a cover page listing the wings, then a page per wing. */
export async function purchaseOrderPdf(data: PurchaseOrderPdfData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Purchase order ${data.number}`);
  pdf.setCreationDate(new Date(`${data.date}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${data.date}T00:00:00Z`));
  const fonts = await embedDejaVu(pdf, 'WFPOA');
  const margin = 40;
  const width = A4.width - 2 * margin;
  const text = (page: PDFPage, value: string, x: number, y: number, size: number, bold = false) =>
    page.drawText(fit(value, bold ? fonts.bold : fonts.regular, size, A4.width - margin - x), {
      x,
      y,
      size,
      font: bold ? fonts.bold : fonts.regular,
      color: INK,
    });

  const cover = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - margin - 10;
  text(cover, `${data.brand}: purchase order ${data.number}`, margin, y, 16, true);
  y -= 20;
  text(
    cover,
    `Date ${data.date}, ${data.lines.length} wing${data.lines.length === 1 ? '' : 's'}`,
    margin,
    y,
    10,
  );
  if (data.note) {
    y -= 16;
    text(cover, data.note, margin, y, 10);
  }
  y -= 28;
  const columns = [margin, margin + 24, margin + 200, margin + 290, margin + 340, margin + 420];
  ['#', 'Model', 'SKU', 'Size', 'For', 'Finish by'].forEach((head, index) =>
    text(cover, head, columns[index]!, y, 9, true),
  );
  y -= 6;
  cover.drawLine({
    start: { x: margin, y },
    end: { x: margin + width, y },
    thickness: 0.6,
    color: INK,
  });
  for (const line of data.lines) {
    y -= 14;
    if (y < margin) break;
    const cells = [
      String(line.position),
      line.productName,
      line.sku,
      line.size,
      line.order ? `order ${line.order}` : line.purpose,
      line.requestedFinishOn ?? '',
    ];
    cells.forEach((cell, index) => {
      const right = columns[index + 1] ?? margin + width;
      cover.drawText(fit(cell, fonts.regular, 9, right - columns[index]! - 4), {
        x: columns[index]!,
        y,
        size: 9,
        font: fonts.regular,
        color: INK,
      });
    });
  }

  for (const line of data.lines) {
    const page = pdf.addPage([A4.width, A4.height]);
    let top = A4.height - margin - 10;
    text(page, `${data.number} · wing ${line.position}`, margin, top, 9, false);
    top -= 22;
    text(page, `${line.productName}, size ${line.size}`, margin, top, 16, true);
    top -= 16;
    text(
      page,
      `${line.sku} · ${line.order ? `for order ${line.order}` : `for ${line.purpose}`}${line.requestedFinishOn ? ` · finish by ${line.requestedFinishOn}` : ''}`,
      margin,
      top,
      10,
    );
    if (line.note) {
      top -= 14;
      text(page, line.note, margin, top, 10);
    }
    top -= 20;
    if (!line.colors) {
      text(page, 'Standard colours of the model.', margin, top, 11);
      continue;
    }
    text(page, `Colours: ${line.colors.name}`, margin, top, 11, true);
    top -= 10;
    if (line.views?.length) {
      const png = await pdf.embedPng(await drawingOf(line.views, line.colors));
      const height = (width * png.height) / png.width;
      page.drawImage(png, { x: margin, y: top - height, width, height });
      top -= height + 18;
    }
    text(page, 'Zone', margin, top, 9, true);
    text(page, 'Cloth code', margin + 200, top, 9, true);
    text(page, 'Colour', margin + 290, top, 9, true);
    top -= 6;
    page.drawLine({
      start: { x: margin, y: top },
      end: { x: margin + width, y: top },
      thickness: 0.6,
      color: INK,
    });
    for (const zone of line.colors.zones) {
      top -= 14;
      if (top < margin) break;
      page.drawRectangle({
        x: margin + 270,
        y: top - 1,
        width: 12,
        height: 9,
        color: rgb(
          parseInt(zone.hex.slice(1, 3), 16) / 255,
          parseInt(zone.hex.slice(3, 5), 16) / 255,
          parseInt(zone.hex.slice(5, 7), 16) / 255,
        ),
        borderColor: GREY,
        borderWidth: 0.4,
      });
      text(page, zone.name, margin, top, 9);
      text(page, zone.code, margin + 200, top, 9, true);
      text(
        page,
        `${zone.color_name}${zone.unavailable ? ' (no longer stocked: check)' : ''}`,
        margin + 290,
        top,
        9,
      );
    }
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export interface UnitLabelData {
  brand: string;
  serial: string;
  model: string;
  size: string;
  certification: string | null;
  /** The unit's page: what the QR code holds. */
  url: string;
}

/** The label sewn into a wing: its QR code, serial, model, size and certification. */
export async function unitLabelPdf(data: UnitLabelData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Label ${data.serial}`);
  const fonts = await embedDejaVu(pdf, 'WFLBA');
  const page = pdf.addPage([LABEL.width, LABEL.height]);
  const margin = 10;
  const inner = LABEL.width - 2 * margin;
  const line = (value: string, y: number, size: number, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const fitted = fit(value, font, size, inner);
    page.drawText(fitted, {
      x: (LABEL.width - font.widthOfTextAtSize(fitted, size)) / 2,
      y,
      size,
      font,
      color: INK,
    });
  };
  let y = LABEL.height - margin - 12;
  line(data.brand, y, 11, true);
  y -= 8 + inner;
  drawQr(page, data.url, margin, y, inner);
  y -= 18;
  line(data.serial, y, 14, true);
  y -= 18;
  line(data.model, y, 11, true);
  y -= 14;
  line(`Size ${data.size}`, y, 10);
  if (data.certification) {
    y -= 14;
    line(data.certification, y, 10);
  }
  y -= 14;
  line('Scan for this wing’s checks and history', y, 6.5);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
