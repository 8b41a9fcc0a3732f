/** `#abc`, `abc`, `#aabbcc` or `AABBCC` as `#aabbcc`; anything else null. */
export function parseHexColor(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  const digits = match?.[1]?.toLowerCase();
  if (!digits) return null;
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** sRGB channels (0..255) as `#rrggbb`. */
export const rgbToHex = (red: number, green: number, blue: number): string =>
  `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
