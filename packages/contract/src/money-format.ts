// The money helpers without zod: browser code that only shows prices imports them from here
// (or through money.ts, which re-exports them) without pulling the schema library into its
// chunk.

/** Money on the wire: euros as a decimal string with two decimals ("4290.00"). */
export type Money = string;

/** Cents to the wire format: 429000 -> "4290.00". */
export function centsToMoney(cents: number): Money {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The wire format to cents: "4290.00" -> 429000. Throws on anything else. */
export function moneyToCents(money: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new RangeError(`not an amount of money: ${money}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/**
 * Euros as the shop shows them (SPEC.md section 9): en-GB digits, a space between thousands,
 * decimals only when there are cents, the symbol at the end: `4 290 €`, `49.90 €`.
 */
export function formatEuro(amount: Money | number): string {
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : moneyToCents(amount);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = abs % 100 === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}${whole}${fraction} €`;
}
