/**
 * jsdom's `getComputedStyle`, with the style rules looked up through an index instead of
 * tried one by one.
 *
 * jsdom finds the rules of an element by running every selector of every style sheet against
 * it, and forgets what it found at each change of the DOM. MUI's styles come as one sheet per
 * rule (several hundred after a few screens), and the role and name queries of Testing
 * Library, user-event's pointer checks and MUI's text areas ask for the style of every element
 * they look at, again after each change: in the form tests that was half of the run.
 *
 * Here each rule is filed under what its selector's last compound demands (a class, an id or
 * an element name; rules that demand none of these stay in a list tried for every element),
 * and an element is only tried against the rules filed under its own classes, id and name,
 * in the order of the sheets. Matching, the cascade, inheritance and when results are
 * forgotten are jsdom's own: the answers are the same, which `FAST_STYLE_CHECK=1` verifies
 * on every call by asking jsdom's original as well.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Rule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  style: CSSStyleDeclaration;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface ElementImpl {
  _ownerDocument: {
    _styleCache: WeakMap<ElementImpl, CSSStyleDeclaration> | null;
    styleSheets: { _list: Sheet[] };
  };
  _localName: string;
  style: CSSStyleDeclaration;
  getAttributeNS(namespace: null, name: string): string | null;
}
interface Indexed {
  order: number;
  rule: Rule;
}
interface Index {
  sheets: Sheet[];
  sizes: number[];
  always: Indexed[];
  byClass: Map<string, Indexed[]>;
  byId: Map<string, Indexed[]>;
  byTag: Map<string, Indexed[]>;
}

// The very modules the test environment's jsdom runs on (`require` shares them).
const jsdomPath = require.resolve('jsdom');
const fromJsdom = (file: string): unknown => require(new URL(file, `file://${jsdomPath}`).pathname);
const styleRules = fromJsdom('./jsdom/living/helpers/style-rules.js') as {
  getDeclarationForElement: (element: ElementImpl) => CSSStyleDeclaration;
  getResolvedValue: (element: ElementImpl, property: string) => string;
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
};
const { matchesDontThrow } = fromJsdom('./jsdom/living/helpers/selectors.js') as {
  matchesDontThrow: (element: ElementImpl, selector: string | undefined) => boolean;
};
const idlUtils = fromJsdom('./jsdom/living/generated/utils.js') as {
  implForWrapper: (wrapper: unknown) => ElementImpl | null;
};
const defaultStyleSheetText = fromJsdom('./jsdom/browser/default-stylesheet.js') as string;
const cssom = require(require.resolve('rrweb-cssom', { paths: [jsdomPath] })) as {
  parse: (text: string) => Sheet;
};
const { CSSStyleDeclaration: Declaration } = require(
  require.resolve('cssstyle', { paths: [jsdomPath] }),
) as { CSSStyleDeclaration: new () => CSSStyleDeclaration };

const originalGetDeclaration = styleRules.getDeclarationForElement;
const defaultStyleSheet = cssom.parse(defaultStyleSheetText);

/**
 * What the last compound of one complex selector demands: `['class', name]`, `['id', name]`,
 * `['tag', name]`, or null when it cannot be told (then the rule is tried on every element).
 * Names are lower-cased (a superset: quirks mode compares classes without case).
 */
function demandOf(selector: string): [keyof typeof BUCKETS, string] | null {
  if (/["'\\]/.test(selector)) return null;
  let depth = 0;
  let start = 0;
  for (let at = selector.length - 1; at >= 0; at--) {
    const char = selector[at]!;
    if (char === ')' || char === ']') depth++;
    else if (char === '(' || char === '[') depth--;
    else if (depth === 0 && /[\s>+~]/.test(char)) {
      start = at + 1;
      break;
    }
  }
  if (depth < 0) return null;
  const compound = selector.slice(start);
  // Only the compound's own simple selectors (outside brackets and parentheses) count.
  let outside = '';
  depth = 0;
  for (const char of compound) {
    if (char === '(' || char === '[') depth++;
    if (depth === 0) outside += char;
    else outside += ' ';
    if (char === ')' || char === ']') depth--;
  }
  const name = '-?[_a-zA-Z\\u00A0-\\uFFFF][-\\w\\u00A0-\\uFFFF]*';
  const className = new RegExp(`\\.(${name})`).exec(outside);
  if (className) return ['class', className[1]!.toLowerCase()];
  const id = new RegExp(`#(${name})`).exec(outside);
  if (id) return ['id', id[1]!.toLowerCase()];
  const tag = new RegExp(`^(${name})(?![-\\w\\u00A0-\\uFFFF|])`).exec(outside);
  if (tag) return ['tag', tag[1]!.toLowerCase()];
  return null;
}
const BUCKETS = { class: 'byClass', id: 'byId', tag: 'byTag' } as const;

/** Splits a selector list at its top-level commas. */
function complexSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < list.length; at++) {
    const char = list[at];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

function file(index: Index, entry: Indexed) {
  const selector = entry.rule.selectorText;
  const demands = typeof selector === 'string' ? complexSelectors(selector).map(demandOf) : [null];
  if (demands.some((demand) => demand === null)) {
    index.always.push(entry);
    return;
  }
  const seen = new Set<string>();
  for (const [kind, name] of demands as [keyof typeof BUCKETS, string][]) {
    if (seen.has(`${kind} ${name}`)) continue;
    seen.add(`${kind} ${name}`);
    const bucket = index[BUCKETS[kind]];
    const list = bucket.get(name);
    if (list) list.push(entry);
    else bucket.set(name, [entry]);
  }
}

/** The rules jsdom would try, in its order: the default sheet's, then each sheet's. */
function buildIndex(sheets: Sheet[]): Index {
  const index: Index = {
    sheets: [...sheets],
    sizes: sheets.map((sheet) => sheet.cssRules.length),
    always: [],
    byClass: new Map(),
    byId: new Map(),
    byTag: new Map(),
  };
  let order = 0;
  for (const sheet of [defaultStyleSheet, ...sheets]) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) {
          for (const inner of Array.from(rule.cssRules ?? []))
            file(index, { order: order++, rule: inner });
        }
      } else file(index, { order: order++, rule });
    }
  }
  return index;
}

let current: Index | undefined;
function indexFor(sheets: Sheet[]): Index {
  const same =
    current !== undefined &&
    current.sheets.length === sheets.length &&
    sheets.every(
      (sheet, at) => current!.sheets[at] === sheet && current!.sizes[at] === sheet.cssRules.length,
    );
  if (!same) current = buildIndex(sheets);
  return current!;
}

function matchingRules(element: ElementImpl): Rule[] {
  const index = indexFor(element._ownerDocument.styleSheets._list);
  const candidates: Indexed[] = [...index.always];
  const add = (list: Indexed[] | undefined) => {
    if (list) for (const entry of list) candidates.push(entry);
  };
  for (const name of new Set(
    (element.getAttributeNS(null, 'class') ?? '').toLowerCase().split(/[\t\n\f\r ]+/),
  )) {
    if (name) add(index.byClass.get(name));
  }
  const id = element.getAttributeNS(null, 'id');
  if (id) add(index.byId.get(id.toLowerCase()));
  add(index.byTag.get(element._localName.toLowerCase()));
  candidates.sort((a, b) => a.order - b.order);
  const rules: Rule[] = [];
  let last = -1;
  for (const { order, rule } of candidates) {
    if (order === last) continue;
    last = order;
    if (matchesDontThrow(element, rule.selectorText)) rules.push(rule);
  }
  return rules;
}

/** jsdom's `getDeclarationForElement` (helpers/style-rules.js), on the index. */
function getDeclarationForElement(element: ElementImpl): CSSStyleDeclaration {
  const document = element._ownerDocument;
  const cache = (document._styleCache ??= new WeakMap());
  const cached = cache.get(element);
  if (cached) return cached;

  const declaration = new Declaration();
  const handleProperty = (style: CSSStyleDeclaration, property: string) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  for (const rule of matchingRules(element)) {
    Array.prototype.forEach.call(rule.style, (property: string) =>
      handleProperty(rule.style, property),
    );
  }
  Array.prototype.forEach.call(element.style, (property: string) =>
    handleProperty(element.style, property),
  );
  cache.set(element, declaration);
  return declaration;
}

/** Compares two declarations property by property. */
function sameDeclaration(a: CSSStyleDeclaration, b: CSSStyleDeclaration): boolean {
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at++) {
    const property = a[at]!;
    if (
      property !== b[at] ||
      a.getPropertyValue(property) !== b.getPropertyValue(property) ||
      a.getPropertyPriority(property) !== b.getPropertyPriority(property)
    ) {
      return false;
    }
  }
  return true;
}

/** Puts the indexed lookup under `window.getComputedStyle` and jsdom's inherited values. */
export function installFastComputedStyle(window: Window & typeof globalThis) {
  const original = window.getComputedStyle.bind(window);
  const check = process.env.FAST_STYLE_CHECK === '1';

  styleRules.getDeclarationForElement = getDeclarationForElement;

  const fast = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    const impl = element instanceof window.Element ? idlUtils.implForWrapper(element) : null;
    if (!impl || (pseudoElement !== undefined && pseudoElement !== null && pseudoElement !== '')) {
      return original(element, pseudoElement);
    }
    // As jsdom's getComputedStyle (browser/Window.js) does it.
    const declaration = new Declaration();
    const own = getDeclarationForElement(impl);
    Array.prototype.forEach.call(own, (property: string) =>
      declaration.setProperty(
        property,
        own.getPropertyValue(property),
        own.getPropertyPriority(property),
      ),
    );
    for (const property of Object.keys(styleRules.propertiesWithResolvedValueImplemented)) {
      declaration.setProperty(property, styleRules.getResolvedValue(impl, property));
    }
    return declaration;
  };

  window.getComputedStyle = check
    ? (element: Element, pseudoElement?: string | null) => {
        const answer = fast(element, pseudoElement);
        styleRules.getDeclarationForElement = originalGetDeclaration;
        const cache = impl(element)?._ownerDocument;
        const saved = cache?._styleCache;
        if (cache) cache._styleCache = null;
        try {
          const expected = original(element, pseudoElement);
          if (!sameDeclaration(answer, expected)) {
            throw new Error(
              `getComputedStyle differs for ${element.outerHTML.slice(0, 200)}:\n${answer.cssText}\n${expected.cssText}`,
            );
          }
        } finally {
          if (cache) cache._styleCache = saved ?? null;
          styleRules.getDeclarationForElement = getDeclarationForElement;
        }
        return answer;
      }
    : fast;

  function impl(element: Element) {
    return element instanceof window.Element ? idlUtils.implForWrapper(element) : null;
  }
}
