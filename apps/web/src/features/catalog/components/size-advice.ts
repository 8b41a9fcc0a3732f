import type { Variant, WeightRange } from '@windfamily/contract/catalog';
import { isPurchasable } from './availability';

/** A size of a wing and the all-up weights it flies at. */
export interface SizeRange {
  size: string;
  variant: Variant;
  range: WeightRange;
}

export type SizeAdvice =
  /** `size` fits; `alsoFits` are the other sizes whose range holds the weight too. */
  | { kind: 'fits'; size: SizeRange; alsoFits: SizeRange[] }
  | { kind: 'below'; smallest: SizeRange }
  | { kind: 'above'; largest: SizeRange }
  /** The weight falls into a gap between two ranges. */
  | { kind: 'between'; lower: SizeRange; upper: SizeRange };

const middleOf = ({ min_kg, max_kg }: WeightRange) => (min_kg + max_kg) / 2;

/** A variant's size: its Size option, else its name. */
export const sizeNameOf = (variant: Variant): string => variant.options.Size ?? variant.name;

/**
 * The sizes of a wing with a weight range, smallest first; of several variants of one size
 * (e.g. colours) the first that can be bought stands for it.
 */
export function sizeRangesOf(variants: Variant[]): SizeRange[] {
  const bySize = new Map<string, SizeRange>();
  for (const variant of variants) {
    if (!variant.weight_range) continue;
    const size = sizeNameOf(variant);
    const known = bySize.get(size);
    if (
      !known ||
      (!isPurchasable(known.variant.availability) && isPurchasable(variant.availability))
    )
      bySize.set(size, { size, variant, range: variant.weight_range });
  }
  return [...bySize.values()].sort(
    (a, b) => a.range.min_kg - b.range.min_kg || a.range.max_kg - b.range.max_kg,
  );
}

/**
 * The recommended size for a pilot's all-up weight (pilot and equipment, kg): the size whose
 * range holds it; where two ranges overlap, the one whose middle is nearest (on a tie the
 * smaller). Null when the wing has no weight ranges.
 */
export function adviseSize(variants: Variant[], weightKg: number): SizeAdvice | null {
  const sizes = sizeRangesOf(variants);
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  if (!smallest || !largest) return null;
  const fitting = sizes.filter(({ range }) => range.min_kg <= weightKg && weightKg <= range.max_kg);
  if (fitting.length > 0) {
    const distance = (size: SizeRange) => Math.abs(weightKg - middleOf(size.range));
    const best = fitting.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    return { kind: 'fits', size: best, alsoFits: fitting.filter((size) => size !== best) };
  }
  if (weightKg < smallest.range.min_kg) return { kind: 'below', smallest };
  if (weightKg > Math.max(...sizes.map((size) => size.range.max_kg)))
    return { kind: 'above', largest };
  const lower = sizes.filter((size) => size.range.max_kg < weightKg).at(-1) ?? smallest;
  const upper = sizes.find((size) => size.range.min_kg > weightKg) ?? largest;
  return { kind: 'between', lower, upper };
}

/** Whether a typed all-up weight is a plausible number of kilograms. */
export function parseWeight(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value < 20 || value > 300) return null;
  return value;
}
