import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadFiles } from '@windfamily/contract/content';
import {
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_MESSAGES,
  type DownloadAdmin,
  type DownloadAdminList,
} from '@windfamily/contract/downloads';
import { files } from '../../db/schema';
import { seedDemoDownloads } from '../../seed/demo-downloads';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';
import { attachmentHeader, sniffType } from './file-types';
import { downloadsPagePreloads } from './page-preloads';

const ADMIN = '/api/pages/admin/files/';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

let t: TestApp;
let mediaDir: string;
let staff: TestClient;
let customer: TestClient;
const visitor = () => new TestClient(t.app);

beforeAll(async () => {
  // A media folder of its own, so that "nothing stored" can be checked by listing it.
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'windfamily-downloads-'));
  t = await createTestApp({ MEDIA_DIR: mediaDir });
  staff = (await loggedInClient(t, 'staff')).client;
  customer = (await loggedInClient(t, 'customer')).client;
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

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

const details = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title: 'Carlito line plan',
    group: 'Carlito',
    kind: 'Line plan',
    position: '5',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const filePart = (bytes: Buffer, filename = 'plan.pdf', type = 'application/pdf'): Part => ({
  name: 'file',
  value: bytes,
  filename,
  type,
});

/** POSTs a multipart form as `client`. */
async function send(client: TestClient, url: string, parts: Part[]) {
  if (!client.cookies.has('csrftoken')) await client.get('/api/status/');
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (client.cookies.size) headers.cookie = client.cookieHeader();
  headers['x-csrftoken'] = client.cookies.get('csrftoken') ?? '';
  return t.app.inject({ method: 'POST', url, headers, payload: body, remoteAddress: client.ip });
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(mediaDir, 'files')).sort();
  } catch {
    return [];
  }
};

async function rowCount(): Promise<number> {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(files);
  return row?.n ?? 0;
}

async function create(parts: Part[] = [...details(), filePart(PDF)]): Promise<DownloadAdmin> {
  const response = await send(staff, ADMIN, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DownloadAdmin>();
}

/** Asserts a refused upload: the status, the file's message, and nothing stored. */
async function expectRefused(parts: Part[], status: number, errors?: Record<string, string[]>) {
  const before = { rows: await rowCount(), stored: storedFiles() };
  expectApiError(await send(staff, ADMIN, parts), status, errors);
  expect(await rowCount()).toBe(before.rows);
  expect(storedFiles()).toEqual(before.stored);
}

describe('POST /api/pages/admin/files/ (upload)', () => {
  it('stores a PDF under a generated name and lists it at once', async () => {
    const created = await create([
      ...details({ title: 'Carlito line plan, rev. 2' }),
      filePart(PDF, '../../Carlito Line Plan.pdf'),
    ]);
    expect(created).toMatchObject({
      title: 'Carlito line plan, rev. 2',
      group: 'Carlito',
      kind: 'Line plan',
      file_type: 'PDF',
      content_type: 'application/pdf',
      size: PDF.length,
      file_name: 'Carlito Line Plan.pdf',
      position: 5,
    });
    expect(created.url).toMatch(/^\/media\/files\/[0-9a-f]{24}\.pdf$/);
    expect(storedFiles()).toContain(created.url.split('/').pop());

    const list = await visitor().get('/api/pages/files/');
    expect(list.statusCode).toBe(200);
    expect(list.json<DownloadFiles>().files).toContainEqual(
      expect.objectContaining({ id: created.id, title: created.title, size: PDF.length }),
    );
  });

  it('accepts ZIP, PNG, JPEG and text by their content', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(32)]);
    const cases: [Buffer, string, string][] = [
      [ZIP, 'pack.zip', 'ZIP'],
      [PNG, 'diagram.png', 'PNG'],
      [jpeg, 'photo.JPEG', 'JPEG'],
      [Buffer.from('Line check notes\nA1 7345 mm\n'), 'notes.txt', 'TXT'],
    ];
    for (const [bytes, name, label] of cases) {
      const created = await create([
        ...details(),
        filePart(bytes, name, 'application/octet-stream'),
      ]);
      expect(created.file_type).toBe(label);
    }
  });

  it('refuses a file whose content is not an accepted type, whatever its name', async () => {
    const wrong = { file: [DOWNLOAD_MESSAGES.wrongType] };
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.from([0, 0, 0x90, 0]), randomBytes(32)]);
    await expectRefused([...details(), filePart(exe, 'plan.pdf')], 400, wrong);
    await expectRefused(
      [...details(), filePart(Buffer.from('<script>alert(1)</script>'), 'page.html', 'text/html')],
      400,
      wrong,
    );
    // A picture named as a PDF.
    await expectRefused([...details(), filePart(PNG, 'plan.pdf')], 400, wrong);
    await expectRefused([...details(), filePart(Buffer.alloc(0), 'empty.pdf')], 400, {
      file: [DOWNLOAD_MESSAGES.empty],
    });
  });

  it('refuses a file over 20 MB with a 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(DOWNLOAD_MAX_BYTES)]);
    await expectRefused([...details(), filePart(big)], 413, { file: [DOWNLOAD_MESSAGES.tooLarge] });
  });

  it('refuses missing details or a missing file with field errors', async () => {
    await expectRefused([...details({ title: ' ', group: '' }), filePart(PDF)], 400, {
      title: [DOWNLOAD_MESSAGES.required],
      group: [DOWNLOAD_MESSAGES.required],
    });
    await expectRefused([...details({ position: 'first' }), filePart(PDF)], 400);
    await expectRefused(details(), 400, { file: [DOWNLOAD_MESSAGES.noFile] });
    const json = await staff.post(ADMIN, { title: 'x', group: 'y' });
    expectApiError(json, 400);
  });

  it('is for staff only', async () => {
    const before = await rowCount();
    expectApiError(await send(visitor(), ADMIN, [...details(), filePart(PDF)]), 401);
    expectApiError(await send(customer, ADMIN, [...details(), filePart(PDF)]), 403);
    expect(await rowCount()).toBe(before);
  });
});

describe('GET /media/files/{stored_name}', () => {
  it('downloads the file as an attachment under its name, with its type', async () => {
    const created = await create([...details(), filePart(PDF, 'Sophie Joy – Manual.pdf')]);
    const response = await visitor().get(created.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Sophie Joy  Manual.pdf"; filename*=UTF-8''Sophie%20Joy%20%E2%80%93%20Manual.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for an unknown or malformed name', async () => {
    expectApiError(await visitor().get('/media/files/0123456789abcdef01234567.pdf'), 404);
    expectApiError(await visitor().get('/media/files/..%2F..%2Fetc%2Fpasswd'), 404);
    expectApiError(await visitor().get('/media/files/.hidden.pdf'), 404);
  });

  it('names the attachment safely', () => {
    expect(attachmentHeader('plan "v2".pdf')).toBe(
      `attachment; filename="plan v2.pdf"; filename*=UTF-8''plan%20%22v2%22.pdf`,
    );
    expect(sniffType(Buffer.from([0, 1, 2, 3]))).toBeUndefined();
  });
});

describe('PUT, replace and DELETE /api/pages/admin/files/{id}/', () => {
  it('changes title, group, kind and place, visible at once', async () => {
    const created = await create();
    const response = await staff.request('PUT', `${ADMIN}${created.id}/`, {
      title: 'Marlon line plan',
      group: 'Marlon',
      kind: 'Line plan',
      position: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DownloadAdmin>()).toMatchObject({ group: 'Marlon', position: 1 });
    const listed = (await visitor().get('/api/pages/files/'))
      .json<DownloadFiles>()
      .files.find((file) => file.id === created.id);
    expect(listed).toMatchObject({ title: 'Marlon line plan', group: 'Marlon' });
  });

  it('refuses bad details (nothing changed), and 404s an unknown download', async () => {
    const created = await create();
    expectApiError(
      await staff.request('PUT', `${ADMIN}${created.id}/`, { title: '', group: 'x', position: -1 }),
      400,
    );
    expect((await staff.get(`${ADMIN}${created.id}/`)).json<DownloadAdmin>().title).toBe(
      created.title,
    );
    expectApiError(
      await staff.request('PUT', `${ADMIN}999999/`, { title: 'a', group: 'b', kind: '' }),
      404,
    );
    expectApiError(await staff.get(`${ADMIN}999999/`), 404);
    expectApiError(await staff.get(`${ADMIN}abc/`), 400);
  });

  it('replaces the file under a new name and deletes the old one', async () => {
    const created = await create();
    const oldName = created.url.split('/').pop()!;
    const response = await send(staff, `${ADMIN}${created.id}/file/`, [
      filePart(ZIP, 'carlito-lines.zip'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json<DownloadAdmin>();
    expect(replaced).toMatchObject({
      id: created.id,
      title: created.title,
      file_type: 'ZIP',
      file_name: 'carlito-lines.zip',
      size: ZIP.length,
    });
    expect(replaced.url).not.toBe(created.url);
    expect(storedFiles()).not.toContain(oldName);
    expectApiError(await visitor().get(created.url), 404);
    expect((await visitor().get(replaced.url)).headers['content-type']).toBe('application/zip');
  });

  it('keeps the old file when the replacement is refused', async () => {
    const created = await create();
    const before = storedFiles();
    expectApiError(
      await send(staff, `${ADMIN}${created.id}/file/`, [filePart(Buffer.from([0, 1, 2]), 'x.pdf')]),
      400,
      { file: [DOWNLOAD_MESSAGES.wrongType] },
    );
    expect(storedFiles()).toEqual(before);
    expect((await visitor().get(created.url)).statusCode).toBe(200);
    expectApiError(await send(staff, `${ADMIN}999999/file/`, [filePart(PDF)]), 404);
    expect(storedFiles()).toEqual(before);
  });

  it('deletes the download and its stored file', async () => {
    const created = await create();
    const storedName = created.url.split('/').pop()!;
    const response = await staff.request('DELETE', `${ADMIN}${created.id}/`);
    expect(response.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(storedName);
    const [row] = await t.app.services.database.db
      .select()
      .from(files)
      .where(eq(files.id, created.id));
    expect(row).toBeUndefined();
    expectApiError(await staff.request('DELETE', `${ADMIN}${created.id}/`), 404);
  });

  it('is for staff only: 401 for visitors, 403 for customers', async () => {
    const created = await create();
    for (const client of [visitor(), customer]) {
      const status = client === customer ? 403 : 401;
      expectApiError(await client.get(ADMIN), status);
      expectApiError(await client.get(`${ADMIN}${created.id}/`), status);
      expectApiError(
        await client.request('PUT', `${ADMIN}${created.id}/`, { title: 'x', group: 'y' }),
        status,
      );
      expectApiError(await send(client, `${ADMIN}${created.id}/file/`, [filePart(PDF)]), status);
      expectApiError(await client.request('DELETE', `${ADMIN}${created.id}/`), status);
    }
    const list = (await staff.get(ADMIN)).json<DownloadAdminList>();
    expect(list.files.find((file) => file.id === created.id)?.title).toBe(created.title);
  });
});

describe('demo downloads', () => {
  it('seeds a line plan per demo wing plus a manual and a certificate, once', async () => {
    const seeder = { db: t.app.services.database.db, downloads: t.app.services.downloads };
    await seedDemoDownloads(seeder, 'Windfamily');
    const first = await rowCount();
    await seedDemoDownloads(seeder, 'Windfamily');
    expect(await rowCount()).toBe(first);

    const listed = (await visitor().get('/api/pages/files/')).json<DownloadFiles>().files;
    const plans = listed.filter(
      (file) => file.kind === 'Line plan' && file.title.endsWith(' line plan'),
    );
    expect(plans.map((file) => file.group)).toEqual(
      expect.arrayContaining(['Sophie Joy', 'Emilie Peace 2', 'Carlito', 'Dent de Lion', 'Marlon']),
    );
    const sophie = listed.filter((file) => file.group === 'Sophie Joy').map((file) => file.kind);
    expect(sophie).toEqual(expect.arrayContaining(['Line plan', 'Manual', 'Certificate']));

    const manual = listed.find((file) => file.kind === 'Manual')!;
    const response = await visitor().get(manual.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(manual.size);
    expect(response.headers['content-disposition']).toContain('sophie-joy-manual.pdf');
  });
});

describe('the downloads page', () => {
  it('comes with its list', () => {
    expect(downloadsPagePreloads.calls('/downloads', 'at')).toEqual(['/api/pages/files/']);
    expect(downloadsPagePreloads.calls('/downloads/', 'at')).toEqual(['/api/pages/files/']);
    expect(downloadsPagePreloads.calls('/downloads/x', 'at')).toEqual([]);
  });
});
