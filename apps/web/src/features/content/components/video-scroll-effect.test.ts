import { describe, expect, it } from 'vitest';
import { VIDEO_SCROLL_EFFECT, videoBrightness } from './video-scroll-effect';

describe('videoBrightness', () => {
  const viewport = 1000;

  it('keeps the specified numbers', () => {
    expect(VIDEO_SCROLL_EFFECT).toEqual({
      dimBrightness: 0.5,
      fullBrightness: 1,
      brightAt: 0.55,
      dimAt: 0.85,
      playVisibility: 0.25,
    });
  });

  it('is 50 % with the centre at or below 85 % of the viewport, also below the viewport', () => {
    expect(videoBrightness(850, viewport)).toBeCloseTo(0.5);
    expect(videoBrightness(950, viewport)).toBe(0.5);
    expect(videoBrightness(2400, viewport)).toBe(0.5);
  });

  it('is 100 % with the centre at or above 55 %, also above the viewport', () => {
    expect(videoBrightness(550, viewport)).toBeCloseTo(1);
    expect(videoBrightness(100, viewport)).toBe(1);
    expect(videoBrightness(-300, viewport)).toBe(1);
  });

  it('rises linearly in between', () => {
    expect(videoBrightness(700, viewport)).toBeCloseTo(0.75);
    expect(videoBrightness(790, viewport)).toBeCloseTo(0.6);
    expect(videoBrightness(610, viewport)).toBeCloseTo(0.9);
    // Relative to the viewport's height, whatever it is.
    expect(videoBrightness(350, 500)).toBeCloseTo(0.75);
  });

  it('is fully bright when the viewport has no height to measure against', () => {
    expect(videoBrightness(100, 0)).toBe(1);
  });
});
