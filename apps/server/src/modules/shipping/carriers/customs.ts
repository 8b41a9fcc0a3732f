import { COUNTRY_CODES } from '@windfamily/contract/country-codes';
import { isEuCountry } from '../../pricing/vat-rates';
import type { Parcel, ShipmentRequest } from './carrier';
import { CustomsDataError } from './errors';

/** Why the goods leave: customs treat a sale, a demo wing lent for a while and a repair apart. */
export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'repair', 'return', 'temporary'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

/** The tariff number of paragliders (and their parts): HS 8804, EU Combined Nomenclature 8804 00 00. */
export const PARAGLIDER_HS_CODE = '8804.00.00';

/** One line of the declaration (CN23 / commercial invoice). */
export interface CustomsLine {
  /** What it is, in plain English (`Paraglider, size M`). */
  description: string;
  /** Harmonized System code, 6 to 10 digits, dots and spaces allowed (`8804.00.00`). */
  hsCode: string;
  /** Where it was made, lower-case ISO code. */
  originCountry: string;
  quantity: number;
  /** The value of one piece, in cents of `currency`. */
  unitValueCents: number;
  /** The net weight of the whole line (all its pieces, no packaging). */
  netWeightGrams: number;
}

export interface CustomsDeclaration {
  /** The commercial invoice the goods travel with. */
  invoiceNumber: string;
  /** `2026-03-02`. */
  invoiceDate: string;
  exportReason: ExportReason;
  currency: string;
  /** Who pays duties and import VAT: the recipient (DAP, the default) or the shop (DDP). */
  incoterm?: 'DAP' | 'DDP';
  lines: CustomsLine[];
}

/**
 * Whether parcels from `from` to `to` cross a customs border: everything leaving the EU's
 * customs territory does, and so does anything from outside the EU to another country. The
 * EU's members are those of `pricing/vat-rates.ts`, as for VAT and shipping zones.
 */
export const needsCustoms = (from: string, to: string): boolean =>
  from !== to && !(isEuCountry(from) && isEuCountry(to));

/** `8804.00.00` as carriers want it: `88040000`. */
export const hsDigits = (code: string) => code.replace(/[\s.]/g, '');

/** What is wrong with a declaration, one sentence each; empty when it will do. */
export function customsProblems(customs: CustomsDeclaration, parcels: readonly Parcel[]): string[] {
  const problems: string[] = [];
  if (!customs.invoiceNumber.trim()) problems.push('The invoice number is missing.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(customs.invoiceDate))
    problems.push(`The invoice date "${customs.invoiceDate}" is not a date such as 2026-03-02.`);
  if (!(EXPORT_REASONS as readonly string[]).includes(customs.exportReason))
    problems.push(`The export reason must be one of ${EXPORT_REASONS.join(', ')}.`);
  if (!/^[A-Z]{3}$/.test(customs.currency))
    problems.push(`The currency "${customs.currency}" is not a currency code such as EUR.`);
  if (customs.lines.length === 0) problems.push('The declaration has no lines.');
  customs.lines.forEach((line, index) => {
    const at = `Line ${index + 1}`;
    if (!line.description.trim()) problems.push(`${at} has no description.`);
    if (!/^\d{6}(\d{2}){0,2}$/.test(hsDigits(line.hsCode)))
      problems.push(`${at}: "${line.hsCode}" is not an HS code of 6 to 10 digits.`);
    if (!COUNTRY_CODES.has(line.originCountry))
      problems.push(`${at}: "${line.originCountry}" is not a country of origin.`);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      problems.push(`${at}: the quantity must be a whole number of 1 or more.`);
    if (!Number.isInteger(line.unitValueCents) || line.unitValueCents < 0)
      problems.push(`${at}: the value must be a whole number of cents.`);
    if (!Number.isInteger(line.netWeightGrams) || line.netWeightGrams < 1)
      problems.push(`${at}: the net weight must be a whole number of grams, 1 or more.`);
  });
  const net = customs.lines.reduce((sum, line) => sum + line.netWeightGrams, 0);
  const gross = parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0);
  if (net > gross)
    problems.push(
      `The net weight of the lines (${net} g) exceeds the parcels' weight (${gross} g).`,
    );
  return problems;
}

export const customsValueCents = (customs: CustomsDeclaration) =>
  customs.lines.reduce((sum, line) => sum + line.quantity * line.unitValueCents, 0);

/**
 * Checks a shipment request before any carrier sees it, and returns the declaration to send:
 * the request's where the parcels cross a customs border (throwing `CustomsDataError` when
 * it is missing or incomplete), none where they do not.
 */
export function customsFor(
  request: ShipmentRequest,
  shipperCountry: string,
): CustomsDeclaration | undefined {
  checkParcels(request.parcels);
  if (!needsCustoms(shipperCountry, request.to.country)) return undefined;
  const country = request.to.country.toUpperCase();
  if (!request.customs)
    throw new CustomsDataError(
      `Parcels to ${country} leave the EU: they need a customs declaration (invoice, HS codes, origin, values, weights).`,
    );
  const problems = customsProblems(request.customs, request.parcels);
  if (problems.length > 0)
    throw new CustomsDataError(
      `The customs declaration for ${country} is incomplete: ${problems.join(' ')}`,
      problems,
    );
  return request.customs;
}

/** Parcels are built by the shop's code, so a bad one is a bug, not a carrier's refusal. */
export function checkParcels(parcels: readonly Parcel[]) {
  if (parcels.length === 0) throw new RangeError('a shipment needs at least one parcel');
  for (const parcel of parcels)
    for (const value of [parcel.weightGrams, parcel.lengthCm, parcel.widthCm, parcel.heightCm])
      if (!Number.isFinite(value) || value <= 0)
        throw new RangeError(
          `parcel sizes and weights must be positive: ${JSON.stringify(parcel)}`,
        );
}
