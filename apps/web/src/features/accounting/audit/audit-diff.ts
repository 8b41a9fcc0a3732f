import { formatDateTime } from '../../../lib/dates';

/** One field of an audited entity: its path as people read it, and its value before and after. */
export interface FieldChange {
  /** "Billing address › City", "Lines #2 › Amount". */
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** "billing_address" -> "Billing address"; a list's index -> "#2". */
const wordOf = (key: string): string => {
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`;
  const text = key.replace(/_/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : key;
};

/** The leaves of a JSON value by their path (an empty object or list is a leaf). */
function leaves(
  value: unknown,
  path: string[],
  into: Map<string, { path: string[]; value: unknown }>,
) {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value as Record<string, unknown>);
    if (entries.length) {
      for (const [key, item] of entries) leaves(item, [...path, key], into);
      return;
    }
  }
  if (path.length) into.set(path.join('\u0000'), { path, value });
  else if (value !== null && value !== undefined) into.set('', { path: ['value'], value });
}

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A leaf as text: '' for nothing, Yes and No, a moment as "12 Jan 2026, 14:03", an empty list
 * or object as "(none)".
 */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string')
    return MOMENT.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
  if (typeof value === 'object')
    return Object.keys(value).length ? JSON.stringify(value) : '(none)';
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/**
 * The difference of an entity before and after a change, field by field, in the order the
 * fields come (those of `before` first): each with both values and whether it changed.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = new Map<string, { path: string[]; value: unknown }>();
  const now = new Map<string, { path: string[]; value: unknown }>();
  leaves(before, [], old);
  leaves(after, [], now);
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.map((key) => {
    const path = (old.get(key) ?? now.get(key))!.path;
    const was = shown(old.get(key)?.value);
    const is = shown(now.get(key)?.value);
    return { field: path.map(wordOf).join(' › '), before: was, after: is, changed: was !== is };
  });
}
