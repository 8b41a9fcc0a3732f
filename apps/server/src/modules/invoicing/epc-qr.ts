import { centsToMoney } from '@windfamily/contract/money';
import QRCode from 'qrcode';

/** A SEPA credit transfer as the European Payments Council's QR code carries it. */
export interface EpcTransfer {
  /** The beneficiary's BIC (8 or 11 characters). */
  bic: string;
  /** The beneficiary's name. */
  name: string;
  iban: string;
  /** Cents, from 1 to 99 999 999 999. */
  amount: number;
  /** The unstructured remittance text: the order's number. */
  text: string;
}

/** The limits of the EPC's guideline (EPC069-12, version 002). */
export const EPC_LIMITS = {
  name: 70,
  iban: 34,
  text: 140,
  maxAmount: 99_999_999_999,
  /** Bytes of the whole payload, so that the code stays within QR version 13 at level M. */
  payload: 331,
} as const;

/**
 * The EPC QR payload: service tag BCD, version 002, character set 1 (UTF-8), SCT, then BIC,
 * name, IBAN, `EUR` and the amount with two decimals, an empty purpose, an empty structured
 * reference and the remittance text; one element a line. A transfer that breaks a limit of
 * the guideline throws: a bank app would refuse the code, or pay the wrong account.
 */
export function epcPayload(transfer: EpcTransfer): string {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  const bic = transfer.bic.replace(/\s+/g, '').toUpperCase();
  const name = transfer.name.trim();
  const text = transfer.text.trim();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban) || iban.length > EPC_LIMITS.iban)
    throw new RangeError(`not an IBAN: ${transfer.iban}`);
  if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) throw new RangeError(`not a BIC: ${transfer.bic}`);
  if (!name || name.length > EPC_LIMITS.name)
    throw new RangeError(`the beneficiary's name must be 1 to ${EPC_LIMITS.name} characters`);
  if (text.length > EPC_LIMITS.text)
    throw new RangeError(`the remittance text must be at most ${EPC_LIMITS.text} characters`);
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount < 1)
    throw new RangeError(`an EPC transfer is for 0.01 EUR or more, not ${transfer.amount} cents`);
  if (transfer.amount > EPC_LIMITS.maxAmount)
    throw new RangeError(`an EPC transfer is for at most 999999999.99 EUR`);
  const payload = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    `EUR${centsToMoney(transfer.amount)}`,
    '',
    '',
    text,
  ].join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_LIMITS.payload)
    throw new RangeError(`an EPC payload is at most ${EPC_LIMITS.payload} bytes`);
  return payload;
}

// Level M, as the guideline asks; one byte segment, so that the bank app reads exactly the
// UTF-8 text (character set 1) it was told to expect.
const segments = (payload: string) => [
  { mode: 'byte' as const, data: Buffer.from(payload, 'utf8') },
];

/** The code's modules, for drawing it in a PDF: `dark(row, column)`. */
export function epcQrMatrix(payload: string): {
  size: number;
  dark(row: number, column: number): boolean;
} {
  const { modules } = QRCode.create(segments(payload), { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The code as an SVG image, with the quiet zone the standard asks for. */
export function epcQrSvg(payload: string): Promise<string> {
  return QRCode.toString(segments(payload), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
  });
}
