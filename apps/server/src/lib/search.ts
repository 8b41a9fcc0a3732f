/** An ILIKE pattern for text containing `text`, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
