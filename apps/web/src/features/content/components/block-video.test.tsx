import { act, render } from '@testing-library/react';
import type { ContentBlock } from '@windfamily/contract/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContentBlocks from './content-blocks';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: ObserverCallback; threshold: unknown; target?: Element }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: ObserverCallback, options: IntersectionObserverInit) {
    this.record = { callback, threshold: options.threshold };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.target = target;
  }
  disconnect() {}
}

const picture = (id: number, alt: string) => ({
  id,
  webp: `/media/images/${id}/640.webp`,
  fallback: `/media/images/${id}/640.jpg`,
  webp_srcset: `/media/images/${id}/640.webp 640w`,
  fallback_srcset: `/media/images/${id}/640.jpg 640w`,
  width: 640,
  height: 360,
  alt,
  styling_options: { css: 'object-fit: cover', css_mobile: '', css_desktop: '' },
});

const BLOCK: ContentBlock = {
  id: 3,
  title: 'Fly one before you buy',
  subtitle: 'Test days at the Hohe Munde.',
  link: '',
  video: '/video/hero-desktop.mp4',
  images: [picture(8, 'Dent de Lion flying'), picture(9, 'On the launch')],
};

/** Tells the video's observer that `ratio` of it is visible. */
const showShare = (ratio: number) =>
  act(() => {
    const observer = observers.at(-1)!;
    observer.callback([
      { target: observer.target, isIntersecting: ratio > 0, intersectionRatio: ratio },
    ]);
  });

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // jsdom plays no media.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  stubReducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderBlock = () => render(<ContentBlocks blocks={[BLOCK]} />);
const theVideo = () => document.querySelector('video')!;

describe('a content block with a video', () => {
  it('shows a muted, looping, inline video with the first picture as poster, loading nothing yet', () => {
    renderBlock();
    const video = theVideo();
    expect(video).toHaveAttribute('src', '/video/hero-desktop.mp4');
    expect(video).toHaveAttribute('poster', '/media/images/8/640.jpg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video).not.toHaveAttribute('controls');
    // The poster is not shown a second time; the other pictures are.
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('img')).toHaveAttribute('alt', 'On the launch');
    expect(play).not.toHaveBeenCalled();
  });

  it('plays while at least 25 % of it is visible and pauses otherwise', () => {
    renderBlock();
    expect(observers.at(-1)!.target).toBe(theVideo());
    expect(observers.at(-1)!.threshold).toContain(0.25);

    showShare(0.1);
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalledTimes(1);

    showShare(0.25);
    expect(play).toHaveBeenCalledTimes(1);

    showShare(0.6);
    expect(play).toHaveBeenCalledTimes(2);

    showShare(0.24);
    expect(pause).toHaveBeenCalledTimes(2);
    showShare(0);
    expect(pause).toHaveBeenCalledTimes(3);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('brightens as it rises in the viewport, following the scroll', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (paint: FrameRequestCallback) => frames.push(paint));
    const scroll = () =>
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        frames.splice(0).forEach((paint) => paint(0));
      });
    vi.stubGlobal('innerHeight', 1000);
    renderBlock();
    const video = theVideo();
    let top = 900;
    vi.spyOn(video, 'getBoundingClientRect').mockImplementation(
      () => ({ top, height: 100, bottom: top + 100 }) as DOMRect,
    );
    expect(video).toHaveStyle({ filter: 'brightness(0.5)' });

    showShare(0.1);
    scroll();
    expect(video.style.filter).toBe('brightness(0.5)');
    top = 650; // centre at 70 % of the viewport
    scroll();
    expect(video.style.filter).toMatch(/^brightness\(0\.75\d*\)$/);
    top = 300;
    scroll();
    expect(video.style.filter).toBe('brightness(1)');

    // Out of view, scrolling no longer measures it.
    showShare(0);
    top = 900;
    scroll();
    expect(video.style.filter).toBe('brightness(1)');
  });

  it('shows the poster with controls at full brightness to visitors who ask for reduced motion', () => {
    stubReducedMotion(true);
    renderBlock();
    const video = theVideo();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/images/8/640.jpg');
    expect(video).toHaveAccessibleName('Fly one before you buy');
    expect(video.style.filter).toBe('');
    expect(getComputedStyle(video).filter).not.toMatch(/brightness/);
    expect(observers).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
  });
});
