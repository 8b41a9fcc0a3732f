import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as FontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { findUp } from './find-up';

/** DejaVu Sans (free licence, embedding allowed), from its npm package, read once. */
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  fontFiles ??= (async () => {
    const file = (name: string) => {
      const found = findUp(`node_modules/dejavu-fonts-ttf/ttf/${name}`);
      if (!found) throw new Error(`the font ${name} is missing: run npm install`);
      return readFile(found);
    };
    const [regular, bold] = await Promise.all([
      file('DejaVuSans.ttf'),
      file('DejaVuSans-Bold.ttf'),
    ]);
    return { regular, bold };
  })();
  return fontFiles;
}

const fontkit = createRequire(import.meta.url)('@pdf-lib/fontkit') as typeof FontkitModule;

/**
 * Shaping features left out: documents of ours need no ligatures or contextual forms, and
 * fontkit's shaping of a font as large as DejaVu is what rendering spends most of its time on.
 */
const PLAIN_TEXT = {
  liga: false,
  clig: false,
  calt: false,
  rlig: false,
  ccmp: false,
  locl: false,
  mark: false,
  mkmk: false,
};

/**
 * Embeds DejaVu Sans and its bold, which have the letters of every European name and address
 * (ő, ł, ş, ß…), as subsets named `{tag}A+DejaVuSans` and `{tag}B+DejaVuSans-Bold`: a fixed
 * tag of five capitals instead of the random ones pdf-lib would give, so that a document
 * rendered twice is the same.
 */
export async function embedDejaVu(
  pdf: PDFDocument,
  tag: string,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const files = await loadFonts();
  pdf.registerFontkit(fontkit);
  const embed = (bytes: Buffer, name: string) =>
    pdf.embedFont(bytes, { subset: true, customName: name, features: PLAIN_TEXT });
  return {
    regular: await embed(files.regular, `${tag}A+DejaVuSans`),
    bold: await embed(files.bold, `${tag}B+DejaVuSans-Bold`),
  };
}
