/** The reseller area's title, and the texts its screens and tests share. */
export const AREA_TITLE = 'Reseller area';

export const AREA_TEXTS = {
  denied: 'Access to the reseller area denied. Please log in with a reseller account.',
  reverseCharge: 'Reverse charge: no VAT',
  placed: (saleSequence: string, customer: string) =>
    `Order ${saleSequence} placed for ${customer}.`,
  fillIn:
    "The totals show here once your customer's address and phone and every item are filled in.",
} as const;
