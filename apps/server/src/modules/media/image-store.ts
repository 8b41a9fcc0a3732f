import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import type { Image } from '@windfamily/contract/catalog';
import { IMAGE_MAX_BYTES } from '@windfamily/contract/catalog-admin';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

export type ImageRow = typeof images.$inferSelect;

/** The widths rendered, as far as the source is wide. */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The rendition that `webp` / `fallback` name: the largest up to this width. */
const MAIN_WIDTH = 640;
/** Bigger pictures are refused before they are decoded (a 50 MP RGBA image is 200 MB raw). */
export const MAX_PIXELS = 50_000_000;
const MEDIA_URL = '/media';

const MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));
export const IMAGE_MESSAGES = {
  tooLarge: `The picture is larger than ${MAX_MB} MB. Please upload a smaller file.`,
  tooManyPixels: `The picture has more than ${MAX_PIXELS / 1_000_000} megapixels. Please upload a smaller one.`,
  unreadable: 'The file is not a picture we can read, or it is damaged.',
  wrongType: 'Only JPEG, PNG, WebP, AVIF and GIF pictures can be uploaded.',
  empty: 'The file is empty.',
};

/** Formats as sharp names them (AVIF is `heif` with AV1 compression). */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const decodeOptions: SharpOptions = {
  limitInputPixels: MAX_PIXELS,
  failOn: 'error',
  autoOrient: true,
};

interface Renditions {
  widths: number[];
  width: number;
  height: number;
  fallbackFormat: 'png' | 'jpg';
}

/**
 * Stores pictures as renditions under `{mediaDir}/images/{key}/{width}.{webp|jpg|png}`, keyed
 * by a hash of the source bytes, and records them in `images`. A folder, once there, is
 * complete: it is rendered in a temporary folder and renamed into place, so processes that
 * share the media directory never see half of one.
 */
export class ImageStore {
  readonly imagesDir: string;

  constructor(
    private readonly db: Db,
    readonly mediaDir: string,
  ) {
    this.imagesDir = path.join(mediaDir, 'images');
  }

  /** The folder of a picture's renditions. */
  folderOf(key: string): string {
    return path.join(this.imagesDir, key);
  }

  /** The key (folder name) of these source bytes. */
  static keyOf(source: Buffer): string {
    return createHash('sha256').update(source).digest('hex').slice(0, 20);
  }

  /**
   * Checks `source`, renders it into renditions and records it; the same bytes give the same
   * row. Throws a 400 HttpError for anything that is not a picture we accept.
   */
  async save(
    source: Buffer,
    options: { originalName?: string; alt?: string; allowSvg?: boolean } = {},
  ): Promise<ImageRow> {
    const metadata = await checkSource(source, options.allowSvg ?? false);
    const key = ImageStore.keyOf(source);

    const folder = this.folderOf(key);
    const alt = (options.alt ?? '').trim().slice(0, 300);
    const recorded = async () =>
      (
        await this.db
          .select()
          .from(images)
          .where(and(eq(images.key, key), eq(images.alt, alt)))
      )[0];
    const known = await recorded();
    if (known) {
      // Recorded already; render again only if the media folder lost the files.
      if (!existsSync(folder)) await this.render(source, metadata, key);
      return known;
    }
    // The same picture under another alt text, or saved by another database (a test,
    // another instance): its files are here already.
    const renditions = existsSync(folder)
      ? await readRenditions(folder)
      : await this.render(source, metadata, key);

    const values = {
      key,
      originalName: (options.originalName ?? '').slice(0, 255),
      alt,
      ...renditions,
    };
    const [inserted] = await this.db
      .insert(images)
      .values(values)
      .onConflictDoNothing({ target: [images.key, images.alt] })
      .returning();
    if (inserted) return inserted;
    // Another request saved the same picture meanwhile.
    const existing = await recorded();
    if (!existing) throw new Error(`image ${key} vanished`);
    return existing;
  }

  async byIds(ids: number[]): Promise<Map<number, ImageRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(images)
      .where(inArray(images.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Renders the renditions into a temporary folder, then moves it into place. */
  private async render(source: Buffer, metadata: Metadata, key: string): Promise<Renditions> {
    const folder = this.folderOf(key);
    const temp = path.join(this.imagesDir, `.tmp-${key}-${randomBytes(6).toString('hex')}`);
    await mkdir(temp, { recursive: true });
    try {
      const renditions = await renderInto(temp, source, metadata);
      try {
        await rename(temp, folder);
      } catch (error) {
        // Another process finished the same picture first: its folder is as good as ours.
        if (!existsSync(folder)) throw error;
        await rm(temp, { recursive: true, force: true });
      }
      return renditions;
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw error;
    }
  }
}

/** Reads the header and refuses anything but a picture of an accepted type and size. */
async function checkSource(source: Buffer, allowSvg: boolean): Promise<Metadata> {
  if (source.length === 0) throw badRequest(IMAGE_MESSAGES.empty);
  if (source.length > IMAGE_MAX_BYTES) throw badRequest(IMAGE_MESSAGES.tooLarge);
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below, with its own message.
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  const format = String(metadata.format);
  const accepted =
    RASTER_FORMATS.has(format) ||
    (format === 'heif' && metadata.compression === 'av1') ||
    (format === 'svg' && allowSvg);
  if (!accepted) throw badRequest(IMAGE_MESSAGES.wrongType);
  if (!metadata.width || !metadata.height) throw badRequest(IMAGE_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MAX_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);
  return metadata;
}

/** The widths to render for a source this wide: at least one. */
export function renditionWidths(sourceWidth: number): number[] {
  const widths = RENDITION_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length ? widths : [sourceWidth];
}

async function renderInto(folder: string, source: Buffer, metadata: Metadata) {
  // Decode once (upright, sRGB, metadata dropped), at most as wide as the largest rendition;
  // every rendition is then resized from these pixels. Decoding errors are the file's fault.
  const sourceWidth = metadata.autoOrient?.width ?? metadata.width;
  const widths = renditionWidths(sourceWidth);
  const largest = widths.at(-1) ?? sourceWidth;
  let decoded: { data: Buffer; info: OutputInfo };
  let opaque: boolean;
  try {
    decoded = await sharp(source, decodeOptions)
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    opaque = (await rawImage(decoded).stats()).isOpaque;
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  const fallbackFormat = opaque ? 'jpg' : 'png';

  let height = decoded.info.height;
  for (const width of widths) {
    const resized = () => {
      const image = rawImage(decoded).resize({ width });
      return opaque ? image.removeAlpha() : image;
    };
    const [webp] = await Promise.all([
      resized()
        .webp({ quality: 78, alphaQuality: 90, effort: 4 })
        .toFile(path.join(folder, `${width}.webp`)),
      opaque
        ? resized()
            .jpeg({ quality: 80, mozjpeg: true })
            .toFile(path.join(folder, `${width}.jpg`))
        : resized()
            .png({ compressionLevel: 9, palette: false })
            .toFile(path.join(folder, `${width}.png`)),
    ]);
    height = webp.height;
  }
  return { widths, width: largest, height, fallbackFormat } satisfies Renditions;
}

const rawImage = ({ data, info }: { data: Buffer; info: OutputInfo }) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** What an existing (complete) folder holds: another process rendered it. */
async function readRenditions(folder: string): Promise<Renditions> {
  const files = await readdir(folder);
  const widths = files
    .filter((file) => file.endsWith('.webp'))
    .map((file) => Number.parseInt(file, 10))
    .sort((a, b) => a - b);
  const largest = widths.at(-1);
  if (largest === undefined) throw new Error(`no renditions in ${folder}`);
  const { width, height } = await sharp(path.join(folder, `${largest}.webp`)).metadata();
  return {
    widths,
    width,
    height,
    fallbackFormat: files.some((file) => file.endsWith('.png')) ? 'png' : 'jpg',
  };
}

/** The API shape (contract `Image`) of a row. */
export function imageToApi(row: ImageRow): Image {
  const widths = [...row.widths].sort((a, b) => a - b);
  const main = widths.filter((width) => width <= MAIN_WIDTH).at(-1) ?? widths[0] ?? row.width;
  const url = (width: number, ext: string) => `${MEDIA_URL}/images/${row.key}/${width}.${ext}`;
  const srcset = (ext: string) => widths.map((width) => `${url(width, ext)} ${width}w`).join(', ');
  return {
    id: row.id,
    webp: url(main, 'webp'),
    fallback: url(main, row.fallbackFormat),
    webp_srcset: srcset('webp'),
    fallback_srcset: srcset(row.fallbackFormat),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}
