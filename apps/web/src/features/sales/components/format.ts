import { formatEuro, moneyToCents } from '@windfamily/contract/money';

/** "1 item", "3 items". */
export const itemCount = (count: number): string => `${count} item${count === 1 ? '' : 's'}`;

/** A word of the server's ("open", "in_production") as a label: "Open", "In production". */
export const humanize = (word: string): string => {
  const text = word.replace(/_/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : '–';
};

/** An order's balance in words: "120 € owed", "20 € to refund", or '' when settled. */
export function balanceText(balance: string): string {
  const cents = moneyToCents(balance);
  if (cents > 0) return `${formatEuro(balance)} owed`;
  if (cents < 0) return `${formatEuro(-cents / 100)} to refund`;
  return '';
}

/** Today in the browser's time zone, as a date field holds it: "2026-03-14". */
export function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Money as a price field starts it: "4290", "49.90"; '' for nothing. */
export const amountText = (money: string): string =>
  money === '0.00' ? '' : money.replace(/^-/, '').replace(/\.00$/, '');
