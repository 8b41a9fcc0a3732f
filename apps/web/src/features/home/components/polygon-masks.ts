/** SPEC.md section 9: the wing thumbnails on the home page get one of 9 polygon masks. */
export const POLYGON_MASKS = [
  'polygon(25% 0%, 75% 0%, 100% 50%, 75% 100%, 25% 100%, 0% 50%)',
  'polygon(50% 0%, 100% 38%, 82% 100%, 18% 100%, 0% 38%)',
  'polygon(30% 0%, 70% 0%, 100% 30%, 100% 70%, 70% 100%, 30% 100%, 0% 70%, 0% 30%)',
  'polygon(50% 0%, 100% 50%, 50% 100%, 0% 50%)',
  'polygon(15% 0%, 100% 0%, 85% 100%, 0% 100%)',
  'polygon(12% 0%, 88% 0%, 100% 100%, 0% 100%)',
  'polygon(0% 35%, 20% 10%, 50% 0%, 80% 10%, 100% 35%, 100% 100%, 0% 100%)',
  'polygon(50% 0%, 90% 20%, 100% 60%, 75% 100%, 25% 100%, 0% 60%, 10% 20%)',
  'polygon(8% 8%, 100% 0%, 92% 92%, 0% 100%)',
] as const;

/**
 * The 9 masks in a random order (Fisher–Yates with `random`): the n-th masked picture of a
 * visit takes the n-th, so neighbours differ and every visit looks new.
 */
export function shuffledMasks(random: () => number = Math.random): string[] {
  const masks: string[] = [...POLYGON_MASKS];
  for (let i = masks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [masks[i], masks[j]] = [masks[j]!, masks[i]!];
  }
  return masks;
}
