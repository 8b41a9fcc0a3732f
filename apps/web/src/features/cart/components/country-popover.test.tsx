import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCart } from '../test/render-cart';
import CountryPopover, { COUNTRY_FOCUS_DELAY_MS } from './country-popover';

afterEach(() => vi.useRealTimers());

describe('CountryPopover', () => {
  it('focuses its country field 100 ms after opening, with the name selected', () => {
    vi.useFakeTimers();
    const anchor = document.createElement('button');
    document.body.append(anchor);
    renderCart(
      <CountryPopover
        id="p"
        anchor={anchor}
        open
        value="at"
        onClose={vi.fn()}
        onSelect={vi.fn()}
      />,
      { countries: true },
    );
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
    expect(field).toHaveValue('Austria');
    act(() => {
      vi.advanceTimersByTime(COUNTRY_FOCUS_DELAY_MS - 1);
    });
    expect(field).not.toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Austria'.length]);
    expect(COUNTRY_FOCUS_DELAY_MS).toBe(100);
  });
});
