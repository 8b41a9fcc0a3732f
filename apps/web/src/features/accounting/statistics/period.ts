import {
  STATISTICS_GROUPS,
  STATISTICS_PRESETS,
  type StatisticsGroup,
  type StatisticsPreset,
} from '@windfamily/contract/statistics';

/** The dashboard's choice as the address keeps it: a named period or `custom` from/to. */
export interface PeriodChoice {
  preset: StatisticsPreset | 'custom';
  from: string;
  to: string;
  group: StatisticsGroup;
  compare: boolean;
}

const isPreset = (value: string | null): value is StatisticsPreset =>
  value !== null && value in STATISTICS_PRESETS;
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Reads the choice from the address; by default the last 12 months by month, compared. */
export function choiceOf(params: URLSearchParams, today: string): PeriodChoice {
  const group = params.get('group');
  const compare = params.get('compare') !== 'off';
  const groupOf = (fallback: StatisticsGroup) =>
    STATISTICS_GROUPS.includes(group as StatisticsGroup) ? (group as StatisticsGroup) : fallback;
  const preset = params.get('period');
  if (preset === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to))
      return { preset: 'custom', from, to, group: groupOf('day'), compare };
  }
  const named = isPreset(preset) ? preset : 'last_12_months';
  const period = STATISTICS_PRESETS[named].period(today);
  const group_ = named === 'this_month' || named === 'last_month' ? 'day' : 'month';
  return { preset: named, ...period, group: groupOf(group_), compare };
}

/** The address's parameters of a choice. */
export function paramsOf(choice: PeriodChoice): Record<string, string> {
  return {
    period: choice.preset,
    ...(choice.preset === 'custom' ? { from: choice.from, to: choice.to } : {}),
    group: choice.group,
    ...(choice.compare ? {} : { compare: 'off' }),
  };
}

/** The call's query of a choice. */
export const queryOf = (choice: PeriodChoice): Record<string, string> => ({
  from: choice.from,
  to: choice.to,
  group: choice.group,
  ...(choice.compare ? { compare: 'previous' } : {}),
});
