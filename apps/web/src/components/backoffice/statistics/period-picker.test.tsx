import { ThemeProvider } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopDay } from '@windfamily/contract/statistics-periods';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testTheme } from '../../../test/theme';
import type { PeriodChoice, PeriodPreset } from './period';
import { PeriodPicker } from './period-picker';

const PRESETS = {
  today: { label: 'Today', period: (today) => ({ from: today, to: today }) },
  year_2026: { label: '2026', period: () => ({ from: '2026-01-01', to: '2026-12-31' }) },
} satisfies Record<string, PeriodPreset>;
type Key = keyof typeof PRESETS;

/** The picker as a screen holds it: the choice in state, each change also reported. */
function renderPicker(initial: PeriodChoice<Key>) {
  const changed = vi.fn<(next: PeriodChoice<Key>) => void>();
  function Screen() {
    const [choice, setChoice] = useState(initial);
    return (
      <PeriodPicker
        presets={PRESETS}
        choice={choice}
        maxDays={31}
        onChange={(next) => {
          changed(next);
          setChoice(next);
        }}
      >
        <button type="button">Beside</button>
      </PeriodPicker>
    );
  }
  render(
    <ThemeProvider theme={testTheme}>
      <Screen />
    </ThemeProvider>,
  );
  return { changed, user: userEvent.setup({ delay: null }) };
}

describe('PeriodPicker', () => {
  it('chooses a preset with the keyboard, its days around today', async () => {
    const { changed, user } = renderPicker({
      preset: 'year_2026',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).toHaveTextContent('2026');
    expect(screen.getByRole('group', { name: 'Period' })).toContainElement(select);
    expect(screen.getByRole('button', { name: 'Beside' })).toBeInTheDocument();

    select.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toHaveTextContent('Today2026Custom');
    await user.keyboard('{ArrowUp}{Enter}');
    const today = shopDay(new Date());
    expect(changed).toHaveBeenLastCalledWith({ preset: 'today', from: today, to: today });
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('starts a custom period from the days shown, and asks only for one it can have', async () => {
    const { changed, user } = renderPicker({
      preset: 'year_2026',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    expect(changed).toHaveBeenLastCalledWith({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('max', '2026-12-31');
    expect(to).toHaveAttribute('min', '2026-01-01');

    // Too long for the dashboard: said at the end, nothing asked.
    changed.mockClear();
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    expect(to).toHaveAccessibleDescription('At most 31 days');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    expect(to).toHaveAccessibleDescription('On or after the start');
    expect(from).toHaveValue('2026-03-01');
    expect(changed).not.toHaveBeenCalled();

    // Put right: asked for, the error gone.
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    expect(changed).toHaveBeenLastCalledWith({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(to).not.toHaveAttribute('aria-invalid', 'true');
    expect(to).not.toHaveAccessibleDescription();

    // A day cleared is missing, not taken.
    fireEvent.change(from, { target: { value: '' } });
    expect(from).toHaveAccessibleDescription('Enter a day');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
