import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTakesPseudo, createAppEmotionCache, refusedRule } from './emotion-cache';

/** A browser of the Blink or WebKit kind: of the vendor pseudos, the `-webkit-` ones only. */
const webkit = (pseudo: string) => pseudo.includes('-webkit-');

/** The sheets refuse `-moz-` and `-ms-` selectors, as Chromium's do. */
function likeChromium() {
  const insertRule = vi
    .spyOn(CSSStyleSheet.prototype, 'insertRule')
    .mockImplementation((rule: string) => {
      if (/::?-(moz|ms)-/.test(rule)) throw new DOMException('not a selector', 'SyntaxError');
      return 0;
    });
  vi.spyOn(CSSStyleSheet.prototype, 'deleteRule').mockImplementation(() => undefined);
  return insertRule;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app’s Emotion cache', () => {
  it('tells the rules the browser would refuse: an unknown vendor pseudo in the selector', () => {
    expect(refusedRule('.css-a::-moz-placeholder{opacity:0.4;}', webkit)).toBe(true);
    expect(refusedRule('.css-a:-ms-input-placeholder{opacity:0.4;}', webkit)).toBe(true);
    expect(refusedRule('.css-a::-moz-focus-inner{border-style:none;}', webkit)).toBe(true);
    // One unknown selector in a list: the browser refuses the whole rule.
    expect(refusedRule('.css-a:hover,.css-a::-moz-selection{color:red;}', webkit)).toBe(true);
    expect(refusedRule('.css-a::-webkit-input-placeholder{opacity:0.4;}', webkit)).toBe(false);
    expect(refusedRule('.css-a::placeholder{opacity:0.4;}', webkit)).toBe(false);
    expect(refusedRule('.css-a:-webkit-autofill{animation-name:fill;}', webkit)).toBe(false);
    expect(refusedRule('.css-a{-moz-appearance:none;color:blue;}', webkit)).toBe(false);
    // A pseudo with arguments, and what an at-rule holds, are left to the browser.
    expect(refusedRule('.css-a:-moz-any(a, b){color:red;}', webkit)).toBe(false);
    expect(refusedRule('@media (hover: none){.css-a::-moz-focus-inner{border:0;}}', webkit)).toBe(
      false,
    );
  });

  it('tries each pseudo once in a style sheet of its own', () => {
    const insertRule = likeChromium();
    const takes = browserTakesPseudo();
    expect(takes('::-webkit-input-placeholder')).toBe(true);
    expect(takes('::-moz-placeholder')).toBe(false);
    expect(takes('::-moz-placeholder')).toBe(false);
    expect(takes('::-webkit-input-placeholder')).toBe(true);
    expect(insertRule.mock.calls).toEqual([
      ['*::-webkit-input-placeholder{}'],
      ['*::-moz-placeholder{}'],
    ]);
  });

  it('puts into its style sheet the rules the browser takes, and only those', () => {
    likeChromium();
    const cache = createAppEmotionCache();
    for (const rule of [
      '.css-a{color:blue;}',
      '.css-a::-moz-placeholder{opacity:0.4;}',
      '.css-a::-webkit-input-placeholder{opacity:0.4;}',
      '.css-a::placeholder{opacity:0.4;}',
    ])
      cache.sheet.insert(rule);
    expect(cache.sheet.tags.map((tag) => tag.textContent)).toEqual([
      '.css-a{color:blue;}',
      '.css-a::-webkit-input-placeholder{opacity:0.4;}',
      '.css-a::placeholder{opacity:0.4;}',
    ]);
    cache.sheet.flush();
  });
});
