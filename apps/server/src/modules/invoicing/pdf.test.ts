import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PDFRawStream } from 'pdf-lib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFStream,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../db/schema';
import { FACTUR_X_FILE_NAME, facturXml } from './cii';
import { creditNoteDocumentOf } from './document';
import { euro, renderInvoicePdf } from './pdf';
import { ISSUED, sampleDocument } from './test-fixtures';
import { runTool } from './test-tools';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs qpdf on the PDF's bytes (it reads files only). */
function qpdf(bytes: Buffer, ...args: string[]) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return runTool('qpdf', 'qpdf', [...args, file]);
}

const render = (doc: InvoiceDocument) => renderInvoicePdf(doc, facturXml(doc), ISSUED);

describe('the invoice PDF', () => {
  const doc = sampleDocument('domestic');
  const xml = facturXml(doc);
  let bytes: Buffer;
  let pdf: PDFDocument;
  beforeAll(async () => {
    bytes = await renderInvoicePdf(doc, xml, ISSUED);
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  });

  it('passes qpdf’s check', () => {
    const check = qpdf(bytes, '--check');
    expect(check.ok, check.output).toBe(true);
    expect(check.output).toContain('No syntax or stream encoding errors found');
  });

  it('says PDF/A-3 and Factur-X EN 16931 in its XMP metadata', () => {
    const stream = pdf.catalog.lookup(PDFName.of('Metadata'), PDFStream) as PDFRawStream;
    // PDF/A wants the metadata readable without decoding.
    expect(stream.dict.get(PDFName.of('Filter'))).toBeUndefined();
    const xmp = Buffer.from(stream.getContents()).toString('utf8');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain(`<fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>`);
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Invoice 2026-00042</rdf:li>');
    expect(xmp).toContain('<xmp:CreateDate>2026-03-04T10:15:00Z</xmp:CreateDate>');
    expect(pdf.getTitle()).toBe('Invoice 2026-00042');
    expect(pdf.getProducer()).toBe('pdf-lib');
  });

  it('carries factur-x.xml, byte for byte the e-invoice, as its alternative', () => {
    const names = pdf.catalog.lookup(PDFName.of('Names'), PDFDict);
    const embedded = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict);
    const list = embedded.lookup(PDFName.of('Names'), PDFArray);
    expect(list.size()).toBe(2);
    expect(list.lookup(0, PDFHexString).decodeText()).toBe(FACTUR_X_FILE_NAME);
    const spec = list.lookup(1, PDFDict);
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
    expect(file.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
    const content = Buffer.from(decodePDFRawStream(file as PDFRawStream).decode());
    expect(content.equals(Buffer.from(xml, 'utf8'))).toBe(true);
    // Named in the catalog's associated files too, as PDF/A-3 asks.
    const associated = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
    expect(associated.lookup(0, PDFDict)).toBe(spec);

    const shown = qpdf(bytes, `--show-attachment=${FACTUR_X_FILE_NAME}`);
    expect(shown.ok, shown.output).toBe(true);
    expect(shown.output).toBe(xml);
  });

  it('has an sRGB output intent and embeds its fonts', () => {
    const intents = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream);
    expect(profile.dict.get(PDFName.of('N'))?.toString()).toBe('3');
    const icc = Buffer.from(decodePDFRawStream(profile as PDFRawStream).decode());
    expect(icc.subarray(36, 40).toString('latin1')).toBe('acsp');
    expect(icc.subarray(16, 20).toString('latin1')).toBe('RGB ');

    const text = bytes.toString('latin1');
    expect(text).toContain('/FontFile2');
    expect(text).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('is the same bytes every time: dates and id come from the invoice', async () => {
    expect((await render(doc)).equals(bytes)).toBe(true);
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-03-04T10:15:00.000Z');
  });

  it('runs over as many pages as the lines need', async () => {
    const many = {
      ...doc,
      lines: Array.from({ length: 60 }, (_, index) => ({ ...doc.lines[index % 4]! })),
    };
    const long = await PDFDocument.load(await render(many));
    expect(long.getPageCount()).toBeGreaterThan(1);
    expect(long.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(qpdf(await render(many), '--check').ok).toBe(true);
  });

  it('renders a credit note and the invoices that charge no VAT', async () => {
    const credit = creditNoteDocumentOf(doc, {
      number: 'GS-2026-00001',
      issuedAt: new Date('2026-03-05T08:00:00Z'),
      reason: 'Lines changed',
    });
    for (const each of [credit, sampleDocument('reverse_charge'), sampleDocument('export')]) {
      const rendered = await render(each);
      expect(qpdf(rendered, '--check').ok).toBe(true);
      expect((await PDFDocument.load(rendered)).getTitle()).toBe(
        `${each.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${each.number}`,
      );
    }
  });
});

describe('the payment part', () => {
  it('is written out without the QR code when the bank settings break the EPC’s limits', async () => {
    const doc = sampleDocument('domestic');
    const withCode = await render(doc);
    const long = await render({ ...doc, seller: { ...doc.seller, accountHolder: 'x'.repeat(71) } });
    expect(qpdf(long, '--check').ok).toBe(true);
    // The code's path is the largest thing drawn on the page.
    expect(long.length).toBeLessThan(withCode.length);
  });
});

describe('amounts on the invoice', () => {
  it('always show cents, with a space between thousands', () => {
    expect(euro(0)).toBe('0.00 €');
    expect(euro(429_000)).toBe('4 290.00 €');
    expect(euro(-36_798)).toBe('-367.98 €');
    expect(euro(123_456_789)).toBe('1 234 567.89 €');
  });
});
