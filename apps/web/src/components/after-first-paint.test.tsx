import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../lib/lazy';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('loads its part once the page has painted, and at once on a later page', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>the form</p> }));
    const Part = lazy(load);
    const first = render(
      <AfterFirstPaint fallback={<p>loading</p>}>
        <Part />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    // The page has painted: a part mounted now does not wait for a frame.
    const other = vi.fn(() => Promise.resolve({ default: () => <p>another form</p> }));
    const Later = lazy(other);
    render(
      <AfterFirstPaint fallback={<p>loading</p>}>
        <Later />
      </AfterFirstPaint>,
    );
    expect(other).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('another form')).toBeInTheDocument();
  });
});
