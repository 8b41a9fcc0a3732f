import createCache, { type EmotionCache } from '@emotion/cache';

/** A vendor pseudo-class or pseudo-element without arguments, as `::-moz-placeholder`. */
const VENDOR_PSEUDO = /::?-(?:webkit|moz|ms|o)-[a-z-]+(?![\w(-])/gi;

/**
 * Whether this browser takes a selector with `pseudo` in a style sheet: tried once in a sheet
 * of its own. Without constructable style sheets, every pseudo counts as taken (the sheet then
 * refuses what it does not know, as before).
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
 * Whether a rule as Emotion inserts it (`.css-1x::-moz-placeholder{…}`) has a selector naming
 * a vendor pseudo that `takes` says the browser does not know. The browser would refuse the
 * whole rule. Inside an at-rule, it drops such a rule quietly: those are left to it.
 */
export function refusedRule(rule: string, takes: (pseudo: string) => boolean): boolean {
  const selector = rule.slice(0, rule.indexOf('{'));
  if (selector.startsWith('@')) return false;
  return (selector.match(VENDOR_PSEUDO) ?? []).some((pseudo) => !takes(pseudo.toLowerCase()));
}

/**
 * The app's Emotion cache: Emotion's own (class prefix `css`, vendor prefixes added), whose
 * style sheet leaves out the rules the browser would refuse. MUI writes `::-moz-placeholder`,
 * `::-ms-input-placeholder` and `::-moz-focus-inner` beside the others, and each refusal is an
 * exception thrown and caught inside React's commit, far slower than a rule taken
 * (docs/decisions/0040-form-pages-first-commits.md).
 */
export function createAppEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const takes = browserTakesPseudo();
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule) => {
    if (!refusedRule(rule, takes)) insert(rule);
  };
  return cache;
}
