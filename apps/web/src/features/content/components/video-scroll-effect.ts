/**
 * SPEC.md section 9, "Video scroll effect": a block's video brightens from 50 % to 100 % as
 * its vertical centre rises from 85 % to 55 % of the viewport's height, and plays while at
 * least 25 % of it is visible.
 */
export const VIDEO_SCROLL_EFFECT = {
  /** Brightness while the video's centre is at or below `dimAt`. */
  dimBrightness: 0.5,
  /** Brightness once its centre is at or above `brightAt`. */
  fullBrightness: 1,
  /** Where its centre is fully bright, as a fraction of the viewport's height from the top. */
  brightAt: 0.55,
  /** Where its centre is dimmest, as a fraction of the viewport's height from the top. */
  dimAt: 0.85,
  /** The share of the video that must be visible for it to play. */
  playVisibility: 0.25,
} as const;

/**
 * The brightness (a CSS `brightness()` factor) of a video whose vertical centre is `centreY`
 * pixels below the top of a viewport `viewportHeight` pixels high: linear between the two
 * marks, held beyond them.
 */
export function videoBrightness(centreY: number, viewportHeight: number): number {
  const { dimBrightness, fullBrightness, brightAt, dimAt } = VIDEO_SCROLL_EFFECT;
  if (!(viewportHeight > 0)) return fullBrightness;
  const risen = (dimAt - centreY / viewportHeight) / (dimAt - brightAt);
  return dimBrightness + (fullBrightness - dimBrightness) * Math.min(1, Math.max(0, risen));
}
