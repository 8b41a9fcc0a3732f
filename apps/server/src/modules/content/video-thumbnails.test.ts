import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError } from '../../test/helpers';
import { VideoThumbnails } from './video-thumbnails';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'windfamily-thumbs-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('VideoThumbnails', () => {
  it("fetches a video's picture once, keeps it, and answers it from the disk after", async () => {
    const asked: string[] = [];
    const dir = tempDir();
    const thumbnails = new VideoThumbnails(dir, async (url) => {
      asked.push(url);
      return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
    });
    const [first, second] = await Promise.all([
      thumbnails.get('aqz-KE-bpKQ'),
      thumbnails.get('aqz-KE-bpKQ'),
    ]);
    expect(first).toEqual({ body: JPEG, contentType: 'image/jpeg', cached: true });
    expect(second?.body).toEqual(JPEG);
    expect(await thumbnails.get('aqz-KE-bpKQ')).toMatchObject({ cached: true });
    expect(asked).toEqual(['https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg']);
    expect(readFileSync(path.join(dir, 'aqz-KE-bpKQ.jpg'))).toEqual(JPEG);
  });

  it('answers a placeholder when the service fails, and waits before asking again', async () => {
    let calls = 0;
    const thumbnails = new VideoThumbnails(tempDir(), async () => {
      calls += 1;
      throw new Error('no network');
    });
    const answer = await thumbnails.get('M7lc1UVf-VE');
    expect(answer.contentType).toBe('image/svg+xml');
    expect(answer.cached).toBe(false);
    expect(answer.body.toString()).toContain('<svg');
    await thumbnails.get('M7lc1UVf-VE');
    expect(calls).toBe(1);
  });

  it('does not keep what is not a picture', async () => {
    const thumbnails = new VideoThumbnails(
      tempDir(),
      async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    expect(await thumbnails.get('M7lc1UVf-VE')).toMatchObject({ cached: false });
  });
});

describe('GET /api/youtube_thumbnail/{videoid}/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('checks the id against the video service’s format', async () => {
    const client = new TestClient(t.app);
    expectApiError(await client.get('/api/youtube_thumbnail/not-an-id/'), 400);
    expectApiError(await client.get('/api/youtube_thumbnail/aqz-KE-bpKQ%3Cx/'), 400);
  });

  it('answers a picture (here, where the service is out of reach, the placeholder)', async () => {
    const response = await new TestClient(t.app).get('/api/youtube_thumbnail/aqz-KE-bpKQ/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });
});
