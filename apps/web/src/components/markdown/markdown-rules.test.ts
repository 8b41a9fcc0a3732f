import { describe, expect, it } from 'vitest';
import { inAppPath, videoIdOf } from './markdown-rules';

describe('videoIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s', 'aqz-KE-bpKQ'],
    ['http://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/v/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'aqz-KE-bpKQ'],
  ])('finds the video of %s', (href, id) => {
    expect(videoIdOf(href)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=too-short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ%22onerror',
    'https://youtu.be/',
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)',
    '/watch?v=aqz-KE-bpKQ',
  ])('sees no video in %s', (href) => {
    expect(videoIdOf(href)).toBeNull();
  });
});

describe('inAppPath', () => {
  const own = ['windfamily.example', 'localhost:5173'];
  it('keeps paths of the site and links to its own hosts in the app', () => {
    expect(inAppPath('/size/', own)).toBe('/size/');
    expect(inAppPath('https://windfamily.example/blog?page=2#top', own)).toBe('/blog?page=2#top');
    expect(inAppPath('http://localhost:5173/about', own)).toBe('/about');
  });

  it('sends every other link out', () => {
    expect(inAppPath('https://porcher-sport.com', own)).toBeNull();
    expect(inAppPath('//evil.example/x', own)).toBeNull();
    expect(inAppPath('mailto:hello@windfamily.example', own)).toBeNull();
    expect(inAppPath('https://windfamily.example.evil.com/', own)).toBeNull();
  });
});
