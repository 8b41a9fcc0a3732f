import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type CountryCode,
} from 'libphonenumber-js/min';
import { regionName } from '../../../../lib/region-name';

// The phone field's rules, on the same phone library and metadata as the contract's check, so
// that the browser loads them once.

/** A country code the phone library knows, from any case ('at' → 'AT'). */
export function phoneCountry(code: string | undefined): CountryCode | undefined {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
}

export const dialCode = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/** What can be typed: digits, and a plus sign at the start. */
const significant = (text: string) => text.replace(/(?!^\+)\D/g, '');
const countSignificant = (text: string) => significant(text).length;

/**
 * Formats what was typed as an international number ('+43 664 1234567'). Digits typed without
 * the plus sign are a number of `country`, with or without its trunk prefix ('0664…'). An empty
 * field stays empty; a plus sign alone stays.
 */
export function formatPhone(text: string, country: CountryCode | undefined): string {
  const typed = significant(text.trim());
  if (!typed) return '';
  if (typed.startsWith('+')) return new AsYouType().input(typed);
  if (!country) return new AsYouType().input(`+${typed}`);
  const national = new AsYouType(country);
  national.input(typed);
  return new AsYouType().input(national.getNumberValue() ?? dialCode(country));
}

/**
 * The country of a typed number: the one the number's digits name, else `fallback` while the
 * digits could still be its (numbers of the same dial code, such as +1, only tell once they
 * are long enough); undefined for a number of another country or none.
 */
export function countryOfPhone(
  phone: string,
  fallback: CountryCode | undefined,
): CountryCode | undefined {
  if (!phone.startsWith('+')) return fallback;
  const typing = new AsYouType();
  typing.input(phone);
  const named = typing.getCountry();
  if (named) return named;
  const calling = typing.getCallingCode();
  if (!fallback) return undefined;
  if (calling === undefined) return dialCode(fallback).startsWith(phone) ? fallback : undefined;
  return calling === getCountryCallingCode(fallback) ? fallback : undefined;
}

/** The number moved to another country: its national digits behind the new dial code. */
export function phoneInCountry(phone: string, country: CountryCode): string {
  if (!phone) return '';
  const typing = new AsYouType();
  typing.input(significant(phone));
  const national = typing.getNumber()?.nationalNumber;
  return national ? formatPhone(`${dialCode(country)}${national}`, country) : '';
}

/**
 * Where the caret goes in the formatted text: after as many digits (and plus sign) as stood
 * before it in the typed text. Digits the formatting put in front (a dial code added to
 * national digits) move it along.
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const added =
    typed.trim().startsWith('+') || !formatted
      ? 0
      : countSignificant(formatted) - countSignificant(typed);
  let wanted = countSignificant(typed.slice(0, caret)) + Math.max(added, 0);
  if (wanted === 0) return 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/[\d+]/.test(formatted[i] ?? '')) wanted -= 1;
    if (wanted === 0) return i + 1;
  }
  return formatted.length;
}

/**
 * A deletion that removed only a separator (a space the formatting put in) would come back at
 * once: it takes the digit before it instead. Returns the text to format and its caret.
 */
export function deleteThroughSeparator(
  previous: string,
  typed: string,
  caret: number,
): { text: string; caret: number } {
  const removedSeparator =
    typed.length === previous.length - 1 && significant(typed) === significant(previous);
  if (!removedSeparator) return { text: typed, caret };
  let at = caret;
  while (at > 0 && !/\d/.test(typed[at - 1] ?? '')) at -= 1;
  if (at === 0) return { text: typed, caret };
  return { text: typed.slice(0, at - 1) + typed.slice(at), caret: at - 1 };
}

export interface PhoneCountryOption {
  code: CountryCode;
  label: string;
}

/** 'Austria +43'. */
export const phoneCountryLabel = (code: CountryCode) =>
  `${regionName(code) ?? code} ${dialCode(code)}`;

let options: PhoneCountryOption[] | undefined;

/** Every country the phone library knows, by name: 'Austria +43'. Made on first use. */
export function phoneCountryOptions(): PhoneCountryOption[] {
  options ??= getCountries()
    .map((code) => ({ code, label: phoneCountryLabel(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
