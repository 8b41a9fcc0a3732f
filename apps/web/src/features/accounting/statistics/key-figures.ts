import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import type { SalesFigures } from '@windfamily/contract/statistics';
import type { KeyFigure } from '../../../components/backoffice/statistics/key-figures';

const KPIS: { key: keyof SalesFigures; label: string; money: boolean }[] = [
  { key: 'net', label: 'Revenue net', money: true },
  { key: 'gross', label: 'Revenue gross', money: true },
  { key: 'vat', label: 'VAT', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'average_order_value', label: 'Average order (net)', money: true },
];

const valueOf = (figures: SalesFigures, key: keyof SalesFigures) => {
  const value = figures[key];
  return typeof value === 'number' ? value : moneyToCents(value);
};

/** "+12.5 %" against the period before; "new" when there was nothing then. */
function change(now: number, before: number): { text: string; up: boolean | null } {
  if (before === 0) return { text: now === 0 ? '±0 %' : 'new', up: now === 0 ? null : true };
  const percent = ((now - before) / Math.abs(before)) * 100;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return { text: '±0 %', up: null };
  return { text: `${rounded > 0 ? '+' : ''}${rounded.toLocaleString('en')} %`, up: rounded > 0 };
}

/** The period's key figures, each with its change against the period before (when compared). */
export function salesKeyFigures(totals: SalesFigures, previous?: SalesFigures): KeyFigure[] {
  return KPIS.map((kpi) => {
    const shown = (figures: SalesFigures) =>
      kpi.money ? formatEuro(figures[kpi.key]) : valueOf(figures, kpi.key).toLocaleString('en');
    if (!previous) return { id: kpi.key, label: kpi.label, value: shown(totals) };
    const delta = change(valueOf(totals, kpi.key), valueOf(previous, kpi.key));
    return {
      id: kpi.key,
      label: kpi.label,
      value: shown(totals),
      note: `${delta.text} vs ${shown(previous)}`,
      ...(delta.up === null ? {} : { trend: delta.up ? ('up' as const) : ('down' as const) }),
    };
  });
}
