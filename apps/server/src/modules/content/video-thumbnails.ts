import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The largest thumbnail kept (the service's are some 30 KB). */
const MAX_BYTES = 2_000_000;
/** How long the service may take before the placeholder goes out instead. */
const FETCH_TIMEOUT_MS = 3_000;
/** After a failed fetch, how long the placeholder answers before the service is asked again. */
const RETRY_AFTER_MS = 10 * 60_000;

export interface Thumbnail {
  body: Buffer;
  contentType: string;
  /** Kept for good (the video's own picture) or a stand-in for now. */
  cached: boolean;
}

/** What the player shows before a click when the video service's picture cannot be had. */
const PLACEHOLDER_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0b3a5b"/><stop offset="1" stop-color="#1d6a96"/>
  </linearGradient></defs>
  <rect width="480" height="360" fill="url(#g)"/>
  <path d="M90 250 Q240 150 390 250" fill="none" stroke="#f4a261" stroke-width="14" stroke-linecap="round"/>
  <path d="M140 250 L240 300 L340 250" fill="none" stroke="#ffffff" stroke-opacity=".5" stroke-width="2"/>
</svg>`,
);

export type FetchImage = (url: string, signal: AbortSignal) => Promise<Response>;

/**
 * Video thumbnails, fetched from the video service once per video by the server and kept in
 * the media directory, so that a visitor's browser never calls the service before a click.
 * When the service cannot be reached, a placeholder answers (and the service is asked again
 * later).
 */
export class VideoThumbnails {
  private readonly failedAt = new Map<string, number>();
  private readonly pending = new Map<string, Promise<Thumbnail>>();

  constructor(
    private readonly dir: string,
    private readonly fetchImage: FetchImage = (url, signal) => fetch(url, { signal }),
  ) {}

  /** The thumbnail of the video `id` (already checked against VIDEO_ID_PATTERN). */
  get(id: string): Promise<Thumbnail> {
    const running = this.pending.get(id);
    if (running) return running;
    const loading = this.load(id).finally(() => this.pending.delete(id));
    this.pending.set(id, loading);
    return loading;
  }

  private async load(id: string): Promise<Thumbnail> {
    const file = path.join(this.dir, `${id}.jpg`);
    try {
      return { body: await readFile(file), contentType: 'image/jpeg', cached: true };
    } catch {
      // not fetched yet
    }
    const failed = this.failedAt.get(id);
    if (failed !== undefined && Date.now() - failed < RETRY_AFTER_MS) return placeholder();
    try {
      const response = await this.fetchImage(
        `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
        AbortSignal.timeout(FETCH_TIMEOUT_MS),
      );
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('image/jpeg')) throw new Error(`${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length === 0 || body.length > MAX_BYTES) throw new Error('bad size');
      await mkdir(this.dir, { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
      this.failedAt.delete(id);
      return { body, contentType: 'image/jpeg', cached: true };
    } catch {
      this.failedAt.set(id, Date.now());
      return placeholder();
    }
  }
}

const placeholder = (): Thumbnail => ({
  body: PLACEHOLDER_SVG,
  contentType: 'image/svg+xml',
  cached: false,
});
