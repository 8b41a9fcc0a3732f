import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { prefixer, RULESET } from 'stylis';

/** A vendor pseudo-class or pseudo-element without arguments, as `::-moz-placeholder`. */
const VENDOR_PSEUDO = /::?-(?:webkit|moz|ms|o)-[a-z-]+(?![\w(-])/gi;

/**
 * Whether this browser takes a selector with `pseudo` in a style sheet: tried once in a sheet
 * of its own. Without constructable style sheets, every pseudo counts as taken (the sheet then
 * drops what it does not know, as before).
 */
export function browserTakesPseudo(): (pseudo: string) => boolean {
  let probe: CSSStyleSheet | null | undefined;
  const known = new Map<string, boolean>();
  return (pseudo) => {
    let taken = known.get(pseudo);
    if (taken !== undefined) return taken;
    if (probe === undefined) {
      try {
        probe = new CSSStyleSheet();
      } catch {
        probe = null;
      }
    }
    taken = true;
    if (probe) {
      try {
        probe.insertRule(`*${pseudo}{}`);
        probe.deleteRule(0);
      } catch {
        taken = false;
      }
    }
    known.set(pseudo, taken);
    return taken;
  };
}

/**
 * A Stylis step that leaves out the rules whose selector names a vendor pseudo-class or
 * pseudo-element that `takes` says the browser does not know (MUI writes `::-moz-placeholder`,
 * `::-ms-input-placeholder` and `::-moz-focus-inner` beside the others). The browser would
 * refuse them anyway, the whole rule as it does for a selector list it cannot read, but each
 * refusal is an exception thrown inside React's commit, a good deal slower than a rule taken.
 */
export function dropUnknownVendorSelectors(takes: (pseudo: string) => boolean): StylisPlugin {
  return (element) => {
    if (element.type !== RULESET || element.return || !Array.isArray(element.props)) return;
    const unknown = element.props.some((selector) =>
      (selector.match(VENDOR_PSEUDO) ?? []).some((pseudo) => !takes(pseudo.toLowerCase())),
    );
    // A rule without declarations comes out as nothing (an empty selector would not).
    if (unknown) element.children = [];
  };
}

/**
 * The app's Emotion cache: Emotion's defaults (class prefix `css`, vendor prefixes added by
 * Stylis), without the rules the browser would refuse.
 */
export const createAppEmotionCache = (): EmotionCache =>
  createCache({
    key: 'css',
    stylisPlugins: [dropUnknownVendorSelectors(browserTakesPseudo()), prefixer],
  });
