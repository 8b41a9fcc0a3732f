import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { describe, expect, it, vi } from 'vitest';
import { browserTakesPseudo, dropUnknownVendorSelectors } from './emotion-cache';

const STYLES = `
  color: blue;
  &::placeholder { opacity: 0.4; }
  &::-moz-placeholder { opacity: 0.5; }
  &::-ms-input-placeholder { opacity: 0.6; }
  &::-moz-focus-inner { border-style: none; }
  &:-webkit-autofill { animation-name: fill; }
  &:-moz-any(a, b) { color: red; }
  @media (hover: none) { &::-moz-focus-inner { border: 0; } &:hover { color: green; } }
`;

/** The rules Stylis makes of STYLES for `.a`, as the app's cache runs it. */
const rules = (takes: (pseudo: string) => boolean) => {
  const out: string[] = [];
  serialize(
    compile(`.a{${STYLES}}`),
    middleware([
      dropUnknownVendorSelectors(takes),
      prefixer,
      stringify,
      (element) => {
        if (!element.root && element.return) out.push(element.return);
      },
    ]),
  );
  return out;
};

/** A browser of the Blink or WebKit kind: `-webkit-` pseudos only. */
const webkit = (pseudo: string) => pseudo.includes('-webkit-');

describe('the app’s Emotion cache', () => {
  it('leaves out the rules whose vendor pseudo the browser does not know, and no other', () => {
    const all = rules(() => true);
    const kept = rules(webkit);
    expect(all.some((rule) => rule.includes('::-moz-placeholder'))).toBe(true);
    const outsideMedia = (list: string[]) => list.filter((rule) => !rule.startsWith('@media'));
    expect(outsideMedia(kept)).toEqual(
      outsideMedia(all).filter((rule) => !/::?-(moz|ms)-[a-z-]+(?![\w(-])/.test(rule)),
    );
    expect(kept).toContain('.a{color:blue;}');
    expect(kept).toContain('.a::placeholder{opacity:0.4;}');
    // Stylis's own prefixed copies of `::placeholder` go through the same step.
    expect(kept).toContain('.a::-webkit-input-placeholder{opacity:0.4;}');
    expect(kept.join('')).not.toContain('-ms-input-placeholder');
    expect(kept).toContain('.a:-webkit-autofill{-webkit-animation-name:fill;animation-name:fill;}');
    // A pseudo with arguments is left to the browser.
    expect(kept).toContain('.a:-moz-any(a, b){color:red;}');
    // Inside a media query, only the unknown rule goes.
    expect(kept).toContain('@media (hover: none){.a:hover{color:green;}}');
  });

  it('tries each pseudo once in a style sheet of its own', () => {
    const insertRule = vi
      .spyOn(CSSStyleSheet.prototype, 'insertRule')
      .mockImplementation((rule: string) => {
        if (rule.includes('-moz-')) throw new DOMException('not a selector', 'SyntaxError');
        return 0;
      });
    vi.spyOn(CSSStyleSheet.prototype, 'deleteRule').mockImplementation(() => undefined);
    const takes = browserTakesPseudo();
    expect(takes('::-webkit-input-placeholder')).toBe(true);
    expect(takes('::-moz-placeholder')).toBe(false);
    expect(takes('::-moz-placeholder')).toBe(false);
    expect(takes('::-webkit-input-placeholder')).toBe(true);
    expect(insertRule.mock.calls).toEqual([
      ['*::-webkit-input-placeholder{}'],
      ['*::-moz-placeholder{}'],
    ]);
    vi.restoreAllMocks();
  });
});
