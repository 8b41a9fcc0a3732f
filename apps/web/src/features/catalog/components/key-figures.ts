import type { SpecRow } from '@windfamily/contract/catalog';

export interface KeyFigure {
  label: string;
  value: string;
}

const find = (specs: SpecRow[], label: string) =>
  specs.find((row) => row.label.toLowerCase() === label.toLowerCase())?.value;

/** "XS 4.3 kg · S 4.6 kg · … · XL 5.5 kg" -> "4.3–5.5 kg"; a single weight stays as it is. */
export function weightSpan(value: string): string {
  const weights = [...value.matchAll(/(\d+(?:[.,]\d+)?)\s*kg/g)].map((match) =>
    Number(match[1]!.replace(',', '.')),
  );
  if (weights.length < 2) return value;
  const format = (kg: number) => kg.toFixed(1);
  return `${format(Math.min(...weights))}–${format(Math.max(...weights))} kg`;
}

/** The figures a pilot compares wings by, read from the product's specs rows. */
export function keyFiguresOf(specs: SpecRow[]): KeyFigure[] {
  const figures: (KeyFigure | null)[] = [
    { label: 'Certification', value: find(specs, 'Certification') ?? '' },
    { label: 'Cells', value: find(specs, 'Cells') ?? '' },
    {
      label: 'Aspect ratio',
      value: find(specs, 'Aspect ratio (flat)') ?? find(specs, 'Aspect ratio') ?? '',
    },
    { label: 'Glider weight', value: weightSpan(find(specs, 'Glider weight') ?? '') },
  ];
  return figures.filter((figure): figure is KeyFigure => figure !== null && figure.value !== '');
}
