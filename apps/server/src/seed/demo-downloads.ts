import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { DownloadsService } from '../modules/downloads/downloads.service';
import { DEMO_WINGS, type DemoWing } from './catalog-data';

// The downloads of the demo shop: a line plan per wing of the home page, and the manual and
// EN certificate of the newest wing. The PDFs are drawn here at seed time, the same bytes on
// every run (fixed dates, no random ids), so nothing binary lives in the repository.

/** The wings whose line plans are published, in the order the downloads page lists them. */
export const DEMO_DOWNLOAD_WINGS = [
  'sophie-joy',
  'emilie-peace2',
  'carlito',
  'dent-de-lion',
  'marlon',
] as const;

/** The wing that also has its manual and certificate online. */
const DOCUMENTED_WING = 'sophie-joy';

const FIXED_DATE = new Date('2026-03-01T09:00:00Z');
const SKY = rgb(0.043, 0.239, 0.361);
const ACCENT = rgb(0.949, 0.42, 0.114);
const GREY = rgb(0.36, 0.42, 0.47);
const LIGHT = rgb(0.93, 0.95, 0.97);

interface DemoDownload {
  title: string;
  group: string;
  kind: string;
  fileName: string;
  position: number;
  render: () => Promise<Uint8Array>;
}

/** The demo downloads, as the maker would publish them. */
export function demoDownloads(brand: string): DemoDownload[] {
  const list: DemoDownload[] = [];
  DEMO_DOWNLOAD_WINGS.forEach((slug, index) => {
    const wing = wingOf(slug);
    const position = (index + 1) * 10;
    list.push({
      title: `${wing.name} line plan`,
      group: wing.name,
      kind: 'Line plan',
      fileName: `${slug}-line-plan.pdf`,
      position,
      render: () => linePlanPdf(brand, wing),
    });
    if (slug === DOCUMENTED_WING) {
      list.push(
        {
          title: `${wing.name} user manual`,
          group: wing.name,
          kind: 'Manual',
          fileName: `${slug}-manual.pdf`,
          position: position + 1,
          render: () => manualPdf(brand, wing),
        },
        {
          title: `${wing.name} EN 926 certificate (all sizes)`,
          group: wing.name,
          kind: 'Certificate',
          fileName: `${slug}-en-certificate.pdf`,
          position: position + 2,
          render: () => certificatePdf(brand, wing),
        },
      );
    }
  });
  return list;
}

/**
 * Adds the demo downloads that are missing (by group and title) and puts back a stored file
 * that the media folder lost; changes nothing staff edited.
 */
export async function seedDemoDownloads(
  seeder: { db: Db; downloads: DownloadsService },
  brand: string,
): Promise<void> {
  const { db, downloads } = seeder;
  for (const demo of demoDownloads(brand)) {
    const [known] = await db
      .select()
      .from(files)
      .where(and(eq(files.groupName, demo.group), eq(files.title, demo.title)));
    if (known && existsSync(downloads.pathOf(known.storedName))) continue;
    const bytes = Buffer.from(await demo.render());
    const storedName =
      known?.storedName ?? `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.pdf`;
    await downloads.write(bytes, storedName);
    if (known) continue;
    await db
      .insert(files)
      .values({
        title: demo.title,
        groupName: demo.group,
        kind: demo.kind,
        storedName,
        fileName: demo.fileName,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        position: demo.position,
        createdAt: FIXED_DATE,
        updatedAt: FIXED_DATE,
      })
      .onConflictDoNothing();
  }
}

function wingOf(slug: string): DemoWing {
  const wing = DEMO_WINGS.find((candidate) => candidate.slug === slug);
  if (!wing) throw new Error(`no demo wing ${slug}`);
  return wing;
}

// ---------------------------------------------------------------------------
// Drawing.
// ---------------------------------------------------------------------------

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(brand: string, title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(brand);
  doc.setCreator(brand);
  doc.setProducer(brand);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

const save = (doc: PDFDocument) => doc.save({ useObjectStreams: false });

/** The brand band at the top of a page, with the document's title. */
function header(page: PDFPage, fonts: Fonts, brand: string, title: string) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 56, width, height: 56, color: SKY });
  page.drawText(brand, { x: 36, y: height - 36, size: 18, font: fonts.bold, color: rgb(1, 1, 1) });
  const size = 12;
  const titleWidth = fonts.regular.widthOfTextAtSize(title, size);
  page.drawText(title, {
    x: width - 36 - titleWidth,
    y: height - 34,
    size,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
}

function footer(page: PDFPage, fonts: Fonts, text: string) {
  page.drawText(text, { x: 36, y: 24, size: 8, font: fonts.regular, color: GREY });
}

/** Text wrapped to `width`; answers the y below it. */
function paragraph(
  page: PDFPage,
  font: PDFFont,
  text: string,
  x: number,
  y: number,
  width: number,
  size = 10.5,
): number {
  const words = text.split(/\s+/);
  let line = '';
  let cursor = y;
  const flush = () => {
    page.drawText(line, { x, y: cursor, size, font, color: rgb(0.11, 0.17, 0.21) });
    cursor -= size * 1.45;
    line = '';
  };
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      flush();
      line = word;
    } else line = next;
  }
  if (line) flush();
  return cursor - size * 0.5;
}

// ---------------------------------------------------------------------------
// Line plan: a drawing of the cascades and a table of line lengths per size.
// ---------------------------------------------------------------------------

const ROWS = ['A', 'B', 'C', 'K'] as const;
/** Length of the lines of size M, mm, by row and line number (1 at the centre). */
const M_LENGTHS: Record<(typeof ROWS)[number], number[]> = {
  A: [7345, 7290, 7205, 7080],
  B: [7260, 7210, 7130, 7015],
  C: [7390, 7335, 7250, 7130],
  K: [7820, 7650, 7490, 7360],
};

/** Line lengths of a size, mm: the M lengths scaled with the span (the root of the area). */
function lengthsOf(wing: DemoWing, area: string) {
  const reference = wing.sizes[Math.floor(wing.sizes.length / 2)]!;
  const scale = Math.sqrt(Number(area) / Number(reference[1]));
  const cellFactor = 1 + (wing.cells - 48) / 2000;
  return Object.fromEntries(
    ROWS.map((row) => [row, M_LENGTHS[row].map((mm) => Math.round(mm * scale * cellFactor))]),
  ) as Record<(typeof ROWS)[number], number[]>;
}

async function linePlanPdf(brand: string, wing: DemoWing): Promise<Uint8Array> {
  const title = `${wing.name} line plan`;
  const { doc, fonts } = await newDocument(brand, title);
  const page = doc.addPage([842, 595]); // A4 landscape
  header(page, fonts, brand, title);

  page.drawText(`${wing.name} · ${wing.certification} · ${wing.cells} cells`, {
    x: 36,
    y: 505,
    size: 16,
    font: fonts.bold,
    color: SKY,
  });
  page.drawText(
    'Half wing seen from the front; lengths from the maillon to the canopy, under 5 daN.',
    {
      x: 36,
      y: 486,
      size: 9.5,
      font: fonts.regular,
      color: GREY,
    },
  );

  // The drawing: the canopy's arc of attachment points, the cascades down to the risers.
  const left = 40;
  const right = 380;
  const top = 455;
  const bottom = 95;
  const colours = { A: SKY, B: rgb(0.2, 0.5, 0.7), C: rgb(0.45, 0.65, 0.8), K: ACCENT };
  const points = 12;
  const canopy = Array.from({ length: points }, (_, i) => {
    const t = i / (points - 1);
    return { x: left + 20 + t * (right - left - 40), y: top - 30 * t * t };
  });
  for (let i = 0; i < points - 1; i += 1)
    page.drawLine({ start: canopy[i]!, end: canopy[i + 1]!, thickness: 3, color: SKY });
  const risers = { A: left + 150, B: left + 165, C: left + 180, K: left + 200 };
  ROWS.forEach((row, r) => {
    const riser = { x: risers[row], y: bottom };
    for (let line = 0; line < 4; line += 1) {
      const knot = { x: left + 60 + line * 75 + r * 6, y: bottom + 170 + r * 8 };
      page.drawLine({ start: riser, end: knot, thickness: 1.2, color: colours[row] });
      for (const offset of [0, 1, 2]) {
        const anchor = canopy[Math.min(points - 1, line * 3 + offset)]!;
        page.drawLine({ start: knot, end: anchor, thickness: 0.6, color: colours[row] });
      }
      page.drawCircle({ x: knot.x, y: knot.y, size: 2, color: colours[row] });
    }
    page.drawText(row === 'K' ? 'Brake' : `${row} riser`, {
      x: risers[row] - 8,
      y: bottom - 16 - r * 11,
      size: 8,
      font: fonts.bold,
      color: colours[row],
    });
  });

  // The table: one column per size.
  const sizes = wing.sizes;
  const tableLeft = 420;
  const columnWidth = Math.min(70, (800 - tableLeft - 50) / sizes.length);
  let y = 455;
  page.drawRectangle({
    x: tableLeft - 6,
    y: y - 6,
    width: 50 + columnWidth * sizes.length + 6,
    height: 20,
    color: LIGHT,
  });
  page.drawText('Line', { x: tableLeft, y, size: 9.5, font: fonts.bold, color: SKY });
  sizes.forEach(([size, area], c) =>
    page.drawText(`${size} (${area} m²)`, {
      x: tableLeft + 50 + c * columnWidth,
      y,
      size: 8.5,
      font: fonts.bold,
      color: SKY,
    }),
  );
  const lengths = sizes.map(([, area]) => lengthsOf(wing, area));
  for (const row of ROWS) {
    for (let line = 0; line < 4; line += 1) {
      y -= 19;
      page.drawText(`${row}${line + 1}`, {
        x: tableLeft,
        y,
        size: 9.5,
        font: fonts.bold,
        color: colours[row],
      });
      lengths.forEach((set, c) =>
        page.drawText(`${set[row][line]} mm`, {
          x: tableLeft + 50 + c * columnWidth,
          y,
          size: 9,
          font: fonts.regular,
          color: rgb(0.11, 0.17, 0.21),
        }),
      );
    }
    y -= 4;
  }
  paragraph(
    page,
    fonts.regular,
    'Tolerance ±10 mm. Check the trim every 100 hours or once a year, whichever comes first, and after any tree landing. Replacement lines come measured and sewn from our workshop: tell us the wing, size and line name.',
    tableLeft,
    y - 20,
    380,
    9,
  );
  footer(page, fonts, `${brand} · ${wing.name} line plan · ${wing.materials}`);
  return save(doc);
}

// ---------------------------------------------------------------------------
// Manual and certificate.
// ---------------------------------------------------------------------------

const MANUAL_SECTIONS = (wing: DemoWing, brand: string): [string, string][] => [
  [
    'Welcome',
    `Thank you for flying ${wing.name}. This manual tells you how to set up, fly and look after your wing. Please read all of it before your first flight, and keep it with the wing: it belongs to it as much as the line plan does.`,
  ],
  [
    'Who it is for',
    `${wing.name} is certified ${wing.certification}. It is made for: ${wing.level.toLowerCase()}. Fly it within its certified weight range only; the ranges of every size are in the table at the end of this manual.`,
  ],
  [
    'Before the first flight',
    'Have your dealer or a certified workshop check the trim and the brake setting, and fly the wing on a gentle slope first. Do not shorten the brake lines: the brakes are set with 10 cm of free travel so that the trailing edge is never pulled while you fly hands-up or on speed bar.',
  ],
  [
    'Launching',
    `Lay the wing out in a light arc, leading edge open. Hold the A risers lightly and walk into the line tension: ${wing.name} rises evenly and stops overhead by itself. In stronger wind a reverse launch is the better choice; control the wing with the C risers.`,
  ],
  [
    'In flight',
    'Trim speed is the best glide in calm air. In turbulence fly with a little brake and keep the wing above your head. Use the speed bar only in calm air and with room around you: a collapse on bar is more dynamic.',
  ],
  [
    'Descending',
    'Big ears: pull the outer A lines (the split A riser) down and hold them; use the speed bar to keep your forward speed. Spiral dives shed height fastest but load you strongly: enter slowly, and exit over at least one turn.',
  ],
  [
    'Care and checks',
    `Keep the wing dry, away from sun and heat when you do not fly, and never fold it tightly across the rods. Have it checked every 100 hours or every two years, whichever comes first, by ${brand} or a workshop we name.`,
  ],
];

async function manualPdf(brand: string, wing: DemoWing): Promise<Uint8Array> {
  const title = `${wing.name} user manual`;
  const { doc, fonts } = await newDocument(brand, title);
  let page = doc.addPage([595, 842]); // A4 portrait
  header(page, fonts, brand, title);
  page.drawText(wing.name, { x: 48, y: 740, size: 30, font: fonts.bold, color: SKY });
  page.drawText(wing.slogan, { x: 48, y: 712, size: 13, font: fonts.regular, color: ACCENT });
  let y = 670;
  for (const [heading, text] of MANUAL_SECTIONS(wing, brand)) {
    if (y < 150) {
      footer(page, fonts, `${brand} · ${title}`);
      page = doc.addPage([595, 842]);
      header(page, fonts, brand, title);
      y = 760;
    }
    page.drawText(heading, { x: 48, y, size: 14, font: fonts.bold, color: SKY });
    y = paragraph(page, fonts.regular, text, 48, y - 22, 500);
    y -= 10;
  }
  footer(page, fonts, `${brand} · ${title}`);

  page = doc.addPage([595, 842]);
  header(page, fonts, brand, title);
  page.drawText('Technical data', { x: 48, y: 760, size: 14, font: fonts.bold, color: SKY });
  const columns = ['Size', 'Flat area', 'Glider weight', 'Weight range'];
  columns.forEach((label, c) =>
    page.drawText(label, { x: 48 + c * 120, y: 730, size: 10, font: fonts.bold, color: SKY }),
  );
  wing.sizes.forEach(([size, area, weight, min, max], r) => {
    const row = [size, `${area} m²`, `${weight} kg`, `${min}–${max} kg`];
    row.forEach((value, c) =>
      page.drawText(value, {
        x: 48 + c * 120,
        y: 708 - r * 20,
        size: 10,
        font: fonts.regular,
        color: rgb(0.11, 0.17, 0.21),
      }),
    );
  });
  paragraph(
    page,
    fonts.regular,
    `Cells: ${wing.cells}. Aspect ratio: ${wing.aspectRatio} flat, ${wing.projectedAspectRatio} projected. Materials: ${wing.materials}.`,
    48,
    570,
    500,
  );
  footer(page, fonts, `${brand} · ${title}`);
  return save(doc);
}

async function certificatePdf(brand: string, wing: DemoWing): Promise<Uint8Array> {
  const title = `${wing.name} EN 926 certificate`;
  const { doc, fonts } = await newDocument(brand, title);
  const page = doc.addPage([595, 842]);
  header(page, fonts, brand, title);
  page.drawText('Certificate of type test', {
    x: 48,
    y: 740,
    size: 24,
    font: fonts.bold,
    color: SKY,
  });
  let y = paragraph(
    page,
    fonts.regular,
    `The paraglider ${wing.name}, made by ${brand}, passed the load test (EN 926-1) and the flight test (EN 926-2) in every size below, and is classified ${wing.certification.replace('EN/LTF ', 'class ')}. The full flight test reports are available from us on request.`,
    48,
    705,
    500,
    11,
  );
  y -= 10;
  ['Size', 'Weight range in flight', 'Class', 'Test report'].forEach((label, c) =>
    page.drawText(label, { x: 48 + c * 125, y, size: 10, font: fonts.bold, color: SKY }),
  );
  wing.sizes.forEach(([size, , , min, max], r) => {
    const values = [
      size,
      `${min}–${max} kg`,
      wing.certification.replace('EN/LTF ', ''),
      `PG_${wing.slug.replace(/-/g, '').toUpperCase().slice(0, 6)}_${size}_2026`,
    ];
    values.forEach((value, c) =>
      page.drawText(value, {
        x: 48 + c * 125,
        y: y - 22 - r * 20,
        size: 10,
        font: fonts.regular,
        color: rgb(0.11, 0.17, 0.21),
      }),
    );
  });
  page.drawRectangle({
    x: 48,
    y: 150,
    width: 499,
    height: 60,
    borderColor: ACCENT,
    borderWidth: 1.5,
  });
  paragraph(
    page,
    fonts.regular,
    'The certificate holds for wings in their original state only: a changed trim, other lines or a repair not to our specification end it until the wing is checked again.',
    60,
    190,
    475,
    9.5,
  );
  footer(page, fonts, `${brand} · ${title} · issued ${FIXED_DATE.toISOString().slice(0, 10)}`);
  return save(doc);
}
