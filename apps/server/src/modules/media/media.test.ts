import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '@windfamily/contract/catalog';
import { IMAGE_MAX_BYTES } from '@windfamily/contract/catalog-admin';
import * as permissions from '@windfamily/contract/permissions';
import { images } from '../../db/schema';
import { WING_DESIGNS, wingSvg } from '../../seed/drawings';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { CSRF_DETAIL, expectApiError, loggedInClient } from '../../test/helpers';
import { IMAGE_MESSAGES, ImageStore, imageToApi, type ImageRow } from './image-store';

const UPLOAD = '/api/store/admin/images/';

let t: TestApp;
let staff: TestClient;
/** Keys of the pictures made here (random, so they are rendered for real): removed afterwards. */
const madeKeys = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loggedInClient(t, 'staff')).client;
});
afterAll(async () => {
  await Promise.all(
    [...madeKeys].map((key) =>
      rm(t.app.services.images.folderOf(key), { recursive: true, force: true }),
    ),
  );
  await t.close();
});

// ---------------------------------------------------------------------------
// Pictures and multipart bodies made in the test.
// ---------------------------------------------------------------------------

/** A picture no earlier run has seen (random colour and noise), so it is really rendered. */
async function picture(
  format: 'png' | 'jpeg' | 'avif',
  { width = 700, height = 500, alpha = false } = {},
): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  let image = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r, g, b, alpha: 0.5 } : { r, g, b },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
  if (alpha) {
    // A transparent frame around an opaque middle.
    const middle = await sharp({
      create: {
        width: width - 40,
        height: height - 40,
        channels: 4,
        background: { r, g, b, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    image = sharp(
      await sharp({
        create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .composite([{ input: middle, top: 20, left: 20 }])
        .png()
        .toBuffer(),
    );
  }
  const buffer =
    format === 'png'
      ? await image.png().toBuffer()
      : format === 'jpeg'
        ? await image.jpeg().toBuffer()
        : await image.avif({ effort: 0 }).toBuffer();
  madeKeys.add(ImageStore.keyOf(buffer));
  return buffer;
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const filePart = (bytes: Buffer, filename = 'wing.png', type = 'image/png'): Part => ({
  name: 'file',
  value: bytes,
  filename,
  type,
});

/** POSTs a multipart form as `client` (its cookies, its CSRF header unless told not to). */
async function upload(client: TestClient, parts: Part[], { csrf = true } = {}) {
  if (!client.cookies.has('csrftoken')) await client.get('/api/status/');
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (client.cookies.size) headers.cookie = client.cookieHeader();
  if (csrf) headers['x-csrftoken'] = client.cookies.get('csrftoken') ?? '';
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers,
    payload: body,
    remoteAddress: client.ip,
  });
}

async function imageCount(): Promise<number> {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(images);
  return row?.n ?? 0;
}

/** Asserts a refused upload: the status, a clear detail, and nothing stored. */
async function expectRefused(
  bytes: Buffer,
  status: number,
  detail: string | RegExp,
  filename = 'x.png',
) {
  const before = await imageCount();
  const response = await upload(staff, [filePart(bytes, filename)]);
  const body = expectApiError(response, status);
  expect(body.detail).toMatch(detail);
  expect(await imageCount()).toBe(before);
  const key = ImageStore.keyOf(bytes);
  expect(existsSync(t.app.services.images.folderOf(key))).toBe(false);
  const leftovers = readdirSync(t.app.services.images.imagesDir).filter((name) =>
    name.includes(key),
  );
  expect(leftovers).toEqual([]);
}

// ---------------------------------------------------------------------------

describe('POST /api/store/admin/images/', () => {
  it('renders a PNG with transparency into webp and png renditions, served for good', async () => {
    const bytes = await picture('png', { width: 1000, height: 600, alpha: true });
    const response = await upload(staff, [
      filePart(bytes, 'sail.png'),
      { name: 'alt', value: '  A sail in the wind ' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<Image>();
    const key = ImageStore.keyOf(bytes);
    const base = `/media/images/${key}`;
    expect(image).toEqual({
      id: expect.any(Number) as number,
      webp: `${base}/640.webp`,
      fallback: `${base}/640.png`,
      webp_srcset: `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/960.webp 960w`,
      fallback_srcset: `${base}/320.png 320w, ${base}/640.png 640w, ${base}/960.png 960w`,
      width: 960,
      height: 576,
      alt: 'A sail in the wind',
    });

    for (const [url, type] of [
      [image.webp, 'image/webp'],
      [image.fallback, 'image/png'],
      [`${base}/960.png`, 'image/png'],
    ] as const) {
      const file = await staff.get(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(type === 'image/webp' ? 'webp' : 'png');
      expect(meta.hasAlpha).toBe(true);
    }
    const largest = await sharp((await staff.get(`${base}/960.webp`)).rawPayload).metadata();
    expect([largest.width, largest.height]).toEqual([960, 576]);
    // Anyone may fetch the pictures.
    expect((await new TestClient(t.app).get(image.webp)).statusCode).toBe(200);
  });

  it('gives a JPEG a jpg fallback and no width beyond the source', async () => {
    const bytes = await picture('jpeg', { width: 700, height: 500 });
    const response = await upload(staff, [filePart(bytes, 'photo.jpeg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<Image>();
    expect(image.fallback).toMatch(/\/640\.jpg$/);
    expect(image.fallback_srcset).toMatch(/\/320\.jpg 320w, .*\/640\.jpg 640w$/);
    expect([image.width, image.height, image.alt]).toEqual([640, 457, '']);
    const fallback = await staff.get(image.fallback);
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(fallback.rawPayload).metadata();
    expect([meta.format, meta.hasAlpha, meta.exif]).toEqual(['jpeg', false, undefined]);
  });

  it('turns a photo upright from its EXIF orientation and strips the metadata', async () => {
    const upright = await picture('jpeg', { width: 700, height: 400 });
    // Orientation 6: the stored pixels are 700x400, the picture is 400x700.
    const bytes = await sharp(upright).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    madeKeys.add(ImageStore.keyOf(bytes));
    const response = await upload(staff, [filePart(bytes, 'portrait.jpg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<Image>();
    expect([image.width, image.height]).toEqual([320, 560]);
    const meta = await sharp((await staff.get(image.webp)).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      320,
      560,
      undefined,
      undefined,
    ]);
  });

  it('accepts AVIF, and keeps a picture narrower than 320 at its own width', async () => {
    const bytes = await picture('avif', { width: 120, height: 90 });
    const response = await upload(staff, [filePart(bytes, 'tiny.avif', 'image/avif')]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<Image>();
    expect(image.webp).toMatch(/\/120\.webp$/);
    expect(image.fallback_srcset).toMatch(/^\/media\/images\/[0-9a-f]{20}\/120\.jpg 120w$/);
    expect([image.width, image.height]).toEqual([120, 90]);
  });

  it('stores the same bytes once: the same id, whatever the name', async () => {
    const bytes = await picture('png', { width: 400, height: 300 });
    const first = await upload(staff, [filePart(bytes, 'a.png')]);
    const before = await imageCount();
    const second = await upload(staff, [filePart(bytes, 'b.png')]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<Image>().id).toBe(first.json<Image>().id);
    expect(await imageCount()).toBe(before);
  });

  it('keeps the alt text of each upload of the same picture, with its files stored once', async () => {
    const bytes = await picture('png', { width: 420, height: 300 });
    const upload1 = await upload(staff, [
      { name: 'alt', value: 'First product, front' },
      filePart(bytes, 'a.png'),
    ]);
    const upload2 = await upload(staff, [
      { name: 'alt', value: 'Second product, side' },
      filePart(bytes, 'a.png'),
    ]);
    const [first, second] = [upload1.json<Image>(), upload2.json<Image>()];
    expect(second.id).not.toBe(first.id);
    expect([first.alt, second.alt]).toEqual(['First product, front', 'Second product, side']);
    expect(second.webp).toBe(first.webp);
  });

  it('renders a trusted seed drawing (SVG) into every width, once per media folder', async () => {
    const svg = Buffer.from(wingSvg({ ...WING_DESIGNS.carlito, view: 'top' }));
    const row = await t.app.services.images.save(svg, { allowSvg: true, alt: 'Carlito' });
    expect(row.widths).toEqual([320, 640, 960, 1280, 1920]);
    expect([row.width, row.height, row.fallbackFormat]).toEqual([1920, 1200, 'jpg']);
    expect((await t.app.services.images.save(svg, { allowSvg: true, alt: 'Carlito' })).id).toBe(
      row.id,
    );
    const served = await new TestClient(t.app).get(imageToApi(row).fallback);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('renders a recorded picture again when its folder was lost', async () => {
    const bytes = await picture('png', { width: 330, height: 200 });
    const row = await t.app.services.images.save(bytes);
    const folder = t.app.services.images.folderOf(row.key);
    await rm(folder, { recursive: true });
    expect((await t.app.services.images.save(bytes)).id).toBe(row.id);
    expect(readdirSync(folder).sort()).toEqual(['320.jpg', '320.webp']);
  });

  it('answers concurrent saves of the same new picture with one row', async () => {
    const bytes = await picture('png', { width: 500, height: 300 });
    const rows = await Promise.all([1, 2, 3].map(() => t.app.services.images.save(bytes)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect(rows[0]?.widths).toEqual([320]);
  });

  it('is for staff only, with the CSRF header', async () => {
    const bytes = await picture('png', { width: 64, height: 64 });
    const before = await imageCount();
    expectApiError(await upload(new TestClient(t.app), [filePart(bytes)]), 401);
    const { client: customer } = await loggedInClient(t, 'customer');
    expectApiError(await upload(customer, [filePart(bytes)]), 403);
    const noCsrf = expectApiError(await upload(staff, [filePart(bytes)], { csrf: false }), 403);
    expect(noCsrf.detail).toBe(CSRF_DETAIL);
    expect(await imageCount()).toBe(before);
    expect(existsSync(t.app.services.images.folderOf(ImageStore.keyOf(bytes)))).toBe(false);
  });

  it('takes a picture from staff who manage the content only, not from a customer', async () => {
    const { PERMISSIONS } = permissions;
    {
      const { client: editor } = await loggedInClient(t, 'content');
      const granted = (await editor.get('/api/permissions/')).json<{ permissions: string[] }>();
      expect(granted.permissions).toContain(PERMISSIONS.content);
      expect(granted.permissions).not.toContain(PERMISSIONS.store);
      // The store's own calls stay closed to a content editor.
      expectApiError(await editor.get('/api/store/admin/products/'), 403);

      const response = await upload(editor, [
        filePart(await picture('jpeg', { width: 400, height: 300 }), 'cover.jpg', 'image/jpeg'),
        { name: 'alt', value: 'A blog cover' },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Image>().alt).toBe('A blog cover');

      const before = await imageCount();
      const { client: customer } = await loggedInClient(t, 'customer');
      const bytes = await picture('png', { width: 64, height: 64 });
      expectApiError(await upload(customer, [filePart(bytes)]), 403);
      expect(await imageCount()).toBe(before);
    }
  });

  it('refuses SVG: uploads are never drawings with scripts', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><!-- ${randomBytes(8).toString('hex')} --><rect width="400" height="300" fill="red"/><script>alert(1)</script></svg>`,
    );
    await expectRefused(svg, 400, IMAGE_MESSAGES.wrongType, 'logo.svg');
  });

  it('refuses a text file named .png, a truncated PNG and an empty file', async () => {
    await expectRefused(
      Buffer.from(`just text ${randomBytes(8).toString('hex')}\n`),
      400,
      IMAGE_MESSAGES.unreadable,
    );
    const png = await picture('png', { width: 600, height: 400 });
    await expectRefused(
      png.subarray(0, Math.floor(png.length / 2)),
      400,
      IMAGE_MESSAGES.unreadable,
    );
    const body = expectApiError(await upload(staff, [filePart(Buffer.alloc(0))]), 400);
    expect(body.detail).toMatch(/choose a picture|empty/i);
  });

  it('refuses a picture of more than 50 megapixels before decoding it', async () => {
    // A real PNG whose header claims 8000x8000 pixels.
    const png = Buffer.from(await picture('png', { width: 16, height: 16 }));
    png.writeUInt32BE(8000, 16);
    png.writeUInt32BE(8000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    await expectRefused(png, 400, IMAGE_MESSAGES.tooManyPixels);
  });

  it('refuses a file over the size limit with a clear 413', async () => {
    const big = Buffer.concat([
      await picture('png', { width: 16, height: 16 }),
      randomBytes(IMAGE_MAX_BYTES),
    ]);
    await expectRefused(big, 413, IMAGE_MESSAGES.tooLarge);
  });

  it('asks for the file when it is missing, or the body is not a form', async () => {
    const missing = expectApiError(await upload(staff, [{ name: 'alt', value: 'no file' }]), 400);
    expect(missing.errors).toEqual({ file: ['this field is required'] });
    const json = expectApiError(await staff.post(UPLOAD, { file: 'x' }), 400);
    expect(json.detail).toMatch(/multipart\/form-data/);
    const twoFiles = await upload(staff, [
      filePart(await picture('png', { width: 32, height: 32 })),
      filePart(await picture('png', { width: 32, height: 32 })),
    ]);
    expectApiError(twoFiles, 400);
  });

  it('limits the alt text', async () => {
    const bytes = await picture('png', { width: 64, height: 64 });
    const response = await upload(staff, [
      filePart(bytes),
      { name: 'alt', value: 'x'.repeat(301) },
    ]);
    expect(expectApiError(response, 400).errors).toEqual({ alt: ['at most 300 characters'] });
  });
});

describe('GET /media/', () => {
  it('answers 404 for unknown files, folders, dotfiles and paths leaving the folder', async () => {
    const bytes = await picture('png', { width: 400, height: 300 });
    const image = (await upload(staff, [filePart(bytes)])).json<Image>();
    const folder = image.webp.replace(/\/[^/]+$/, '');
    const client = new TestClient(t.app);
    for (const url of [
      '/media/..%2f..%2fetc/passwd',
      `/media/images/${'0'.repeat(20)}/640.webp`,
      `${folder}/999.webp`,
      `${folder}/`,
      folder,
      '/media/images/',
      '/media/images',
      '/media/',
      `${folder}/../../../package.json`,
      `${folder}//640.webp`,
      '/media/images/.tmp-x/320.webp',
      `/media/images/..\\..\\package.json`,
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect((await client.get(image.webp)).statusCode).toBe(200);
    expect((await client.get(`${image.webp}?v=1`)).statusCode).toBe(200);
  });

  it('answers 404 for dot segments sent as they are over a real connection', async () => {
    // inject (like browsers and curl) normalises `..` away; a raw HTTP request does not.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of [
      '/media/../../etc/passwd',
      '/media/../../../../../../etc/passwd',
      '/media/images/../../package.json',
      '/media/./images',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/images/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await rawGet(`${address}`, url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).not.toMatch(/root:|"name"/);
    }
  });
});

/** A GET that sends `path` byte for byte (node's http client does not normalise it). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(origin), { path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('imageToApi', () => {
  const row: ImageRow = {
    id: 7,
    key: 'abcdef0123456789abcd',
    originalName: 'wing.jpg',
    width: 1920,
    height: 1200,
    widths: [320, 640, 960, 1280, 1920],
    fallbackFormat: 'jpg',
    alt: 'Carlito in flight',
    createdAt: new Date(),
  };
  const base = '/media/images/abcdef0123456789abcd';

  it('names the 640 rendition and lists every width', () => {
    expect(imageToApi(row)).toEqual({
      id: 7,
      webp: `${base}/640.webp`,
      fallback: `${base}/640.jpg`,
      webp_srcset: [320, 640, 960, 1280, 1920].map((w) => `${base}/${w}.webp ${w}w`).join(', '),
      fallback_srcset: [320, 640, 960, 1280, 1920].map((w) => `${base}/${w}.jpg ${w}w`).join(', '),
      width: 1920,
      height: 1200,
      alt: 'Carlito in flight',
    });
  });

  it('falls back to the largest width below 640, or the only one', () => {
    const small = imageToApi({
      ...row,
      widths: [320],
      width: 320,
      height: 200,
      fallbackFormat: 'png',
    });
    expect([small.webp, small.fallback, small.fallback_srcset]).toEqual([
      `${base}/320.webp`,
      `${base}/320.png`,
      `${base}/320.png 320w`,
    ]);
    expect(imageToApi({ ...row, widths: [200], width: 200, height: 100 }).webp).toBe(
      `${base}/200.webp`,
    );
  });
});
