import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  periodError,
  presetChoice,
  type Period,
  type PeriodChoice,
  type PeriodPreset,
} from './period';

/**
 * A dashboard's period: a select labelled "Period" with the screen's presets and "Custom",
 * which shows From and To. A custom range the dashboard cannot ask for (the end before the
 * start, longer than `maxDays`) stays in the fields with its error until it is put right; the
 * figures keep showing the last valid period meanwhile. `children` are the screen's own
 * controls beside it (grouping, comparison).
 */
export function PeriodPicker<K extends string>({
  presets,
  choice,
  maxDays,
  onChange,
  children,
}: {
  presets: Record<K, PeriodPreset>;
  choice: PeriodChoice<K>;
  maxDays: number;
  onChange: (next: PeriodChoice<K>) => void;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState<Period | null>(null);
  const shown = draft ?? choice;
  const error = draft && periodError(draft, maxDays);

  const choose = (preset: K | 'custom') => {
    setDraft(null);
    onChange(
      preset === 'custom'
        ? { preset, from: choice.from, to: choice.to }
        : presetChoice(presets, preset),
    );
  };
  const setDay = (field: keyof Period, day: string) => {
    const next = { from: shown.from, to: shown.to, [field]: day };
    if (periodError(next, maxDays)) {
      setDraft(next);
    } else {
      setDraft(null);
      onChange({ preset: 'custom', ...next });
    }
  };
  const dayField = (field: keyof Period, label: string, limits: { min?: string; max?: string }) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={shown[field]}
      onChange={(event) => setDay(field, event.target.value)}
      error={error?.field === field}
      helperText={error?.field === field ? error.message : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: limits }}
    />
  );

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 3, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      <Box
        role="group"
        aria-label="Period"
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, auto)' },
        }}
      >
        <TextField
          select
          size="small"
          label="Period"
          value={choice.preset}
          onChange={(event) => choose(event.target.value as K | 'custom')}
          sx={{ minWidth: 180, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          {(Object.keys(presets) as K[]).map((key) => (
            <MenuItem key={key} value={key}>
              {presets[key].label}
            </MenuItem>
          ))}
          <MenuItem value="custom">Custom</MenuItem>
        </TextField>
        {choice.preset === 'custom' && (
          <>
            {dayField('from', 'From', { max: shown.to })}
            {dayField('to', 'To', { min: shown.from })}
          </>
        )}
      </Box>
      {children}
    </Stack>
  );
}
