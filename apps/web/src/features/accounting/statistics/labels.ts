import { regionName } from '../../../lib/region-name';
import type { StatisticsGroup } from '@windfamily/contract/statistics';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2026" for a month, "23 Mar" for a day or the Monday of a week. */
export function bucketLabel(day: string, group: StatisticsGroup): string {
  const [year, month, date] = day.split('-');
  const name = MONTHS[Number(month) - 1] ?? month;
  if (group === 'month') return `${name} ${year}`;
  return `${Number(date)} ${name}`;
}

/** "16 Mar 2026". */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** "Austria (AT)" by its code; the code alone when the browser knows no name. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  const name = regionName(upper);
  return name ? `${name} (${upper})` : upper;
}
