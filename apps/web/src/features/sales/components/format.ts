/** "1 item", "3 items". */
export const itemCount = (count: number): string => `${count} item${count === 1 ? '' : 's'}`;

/** A word of the server's ("open", "in_production") as a label: "Open", "In production". */
export const humanize = (word: string): string => {
  const text = word.replace(/_/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : '–';
};
