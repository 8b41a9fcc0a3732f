import type { StylingOptions } from '@windfamily/contract/content';

type Declarations = Record<string, string>;

/**
 * `object-fit: cover; max-height: 240px` as a style object (`{objectFit: 'cover', ...}`).
 * The server let only plain declarations through; anything else is skipped here too.
 */
export function declarationsOf(css: string): Declarations {
  const style: Declarations = {};
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z0-9-]*$/.test(property) || !value) continue;
    const key = property.startsWith('--')
      ? property
      : property
          .replace(/^-/, '')
          .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = value;
  }
  return style;
}

/**
 * The styling of a block's picture as `sx`: `css` at every width, `css_mobile` below 900 px,
 * `css_desktop` from 900 px (SPEC.md: styling_options).
 */
export function stylingSx(options: StylingOptions) {
  return {
    ...declarationsOf(options.css),
    '@media (max-width: 899.95px)': declarationsOf(options.css_mobile),
    '@media (min-width: 900px)': declarationsOf(options.css_desktop),
  };
}
