import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TemplateShape, TemplateView } from '@windfamily/contract/colorpicker';

/** Link previews' favourite size (1.91:1): the combo's picture is its og:image as it is. */
export const COMBO_IMAGE = { width: 1200, height: 630 } as const;
const PADDING = 36;
const GAP = 28;
const BACKGROUND = '#f3f5f8';
/** A zone the fills leave out (never in a saved combo): plain grey. */
const UNSET = '#c9ced6';

const MEDIA_URL = '/media/combos';

const escapeAttr = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function shapeSvg(shape: TemplateShape, fills: Readonly<Record<string, string>>): string {
  if (shape.zone !== null)
    return `<path d="${escapeAttr(shape.d)}" fill="${escapeAttr(fills[shape.zone] ?? UNSET)}"/>`;
  const attrs = [
    `d="${escapeAttr(shape.d)}"`,
    `fill="${escapeAttr(shape.fill ?? 'none')}"`,
    shape.stroke ? `stroke="${escapeAttr(shape.stroke)}"` : '',
    shape.stroke_width !== undefined ? `stroke-width="${shape.stroke_width}"` : '',
    shape.stroke ? 'stroke-linejoin="round" stroke-linecap="round"' : '',
    shape.opacity !== undefined ? `opacity="${shape.opacity}"` : '',
  ];
  return `<path ${attrs.filter(Boolean).join(' ')}/>`;
}

/**
 * One SVG document of a combo: its views stacked (top above bottom) on a light background,
 * each zone filled with its colour (`fills`: zone key to `#rrggbb`).
 */
export function comboSvg(
  views: readonly TemplateView[],
  fills: Readonly<Record<string, string>>,
): string {
  const { width, height } = COMBO_IMAGE;
  const rowHeight = (height - 2 * PADDING - GAP * (views.length - 1)) / Math.max(1, views.length);
  const body = views
    .map((view, i) => {
      const y = PADDING + i * (rowHeight + GAP);
      const shapes = view.shapes.map((shape) => shapeSvg(shape, fills)).join('');
      return `<svg x="${PADDING}" y="${y}" width="${width - 2 * PADDING}" height="${rowHeight}" viewBox="0 0 ${view.width} ${view.height}" preserveAspectRatio="xMidYMid meet">${shapes}</svg>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${BACKGROUND}"/>${body}</svg>`;
}

/** The picture's URLs as the API gives them. */
export const comboImageUrls = (key: string) => ({
  webp: `${MEDIA_URL}/${key}.webp`,
  png: `${MEDIA_URL}/${key}.png`,
  ...COMBO_IMAGE,
});

/**
 * Combo pictures under `{mediaDir}/combos/{key}.webp|png`, served by `/media/`. The key is a
 * hash of the SVG, so identical combos share their files, and a file once there is complete
 * (written beside it, then renamed into place): instances sharing the media folder never
 * see half of one.
 */
export class ComboImages {
  readonly dir: string;

  constructor(mediaDir: string) {
    this.dir = path.join(mediaDir, 'combos');
  }

  static keyOf(svg: string): string {
    return createHash('sha256').update(svg).digest('hex').slice(0, 24);
  }

  /** Renders the SVG unless its files are there already; answers its key. */
  async save(svg: string): Promise<string> {
    const key = ComboImages.keyOf(svg);
    const webp = path.join(this.dir, `${key}.webp`);
    const png = path.join(this.dir, `${key}.png`);
    if (existsSync(webp) && existsSync(png)) return key;
    await mkdir(this.dir, { recursive: true });
    // Drawn once; both files are encoded from the same pixels.
    const { data, info } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [webpBytes, pngBytes] = await Promise.all([
      pixels().webp({ quality: 88, effort: 1 }).toBuffer(),
      // For link previews, which do not all take webp; speed over the last kilobytes.
      pixels().png({ compressionLevel: 6 }).toBuffer(),
    ]);
    await Promise.all([writeInPlace(webp, webpBytes), writeInPlace(png, pngBytes)]);
    return key;
  }
}

async function writeInPlace(file: string, bytes: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.tmp-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
