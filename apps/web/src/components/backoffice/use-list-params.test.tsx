import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from './test/render';
import { listUrl, useListParams } from './use-list-params';

const PATH = '/backoffice/things';

const FILTERS = {
  search: 'text',
  status: ['open', 'done'],
  country: 'country',
  from: 'date',
  sort: ['name', '-name'],
} as const;

/** A list's filters as fields, and what the hook makes of the address. */
function Things() {
  const list = useListParams(FILTERS, { keep: ['sort'] });
  return (
    <>
      <input
        aria-label="Search"
        value={list.text('search')}
        onChange={(event) => list.setText('search', event.target.value)}
      />
      <button onClick={() => list.setFilter('status', 'done')}>Done only</button>
      <button onClick={() => list.setPage(list.page + 1)}>Next page</button>
      <button onClick={list.clear}>Clear the filters</button>
      <output aria-label="State">
        {JSON.stringify({ ...list.filters, page: list.page, filtered: list.filtered })}
      </output>
    </>
  );
}

const state = () => JSON.parse(screen.getByLabelText('State').textContent ?? '') as unknown;

function renderThings(route: string) {
  const view = renderAdmin(<Things />, { path: PATH, route });
  return { ...view, address: () => view.router.state.location.search };
}

/** Lets the pause after typing go by. */
const pause = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useListParams', () => {
  it('reads the filters and page from the address, leaving out what a filter cannot hold', () => {
    renderThings(
      `${PATH}?search=%20anna%20&status=lost&country=DE&from=2026-3-1&sort=name&page=2.5`,
    );
    expect(state()).toEqual({
      search: 'anna',
      status: '',
      country: 'de',
      from: '',
      sort: 'name',
      page: 2,
      filtered: true,
    });
    expect(screen.getByLabelText('Search')).toHaveValue('anna');
  });

  it('shows what is typed at once and puts it in the address once typing pauses, keeping a filter set meanwhile', async () => {
    const { address } = renderThings(`${PATH}?page=3`);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'anna ' } });
    expect(screen.getByLabelText('Search')).toHaveValue('anna ');
    expect(address()).toBe('?page=3');

    fireEvent.click(screen.getByRole('button', { name: 'Done only' }));
    expect(address()).toBe('?status=done');
    await pause();
    expect(address()).toBe('?status=done&search=anna');
    // What is typed stays as typed while the address holds the same.
    expect(screen.getByLabelText('Search')).toHaveValue('anna ');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('?status=done&search=anna&page=2');
  });

  it('clears the filters and what is being typed, keeping the sort', async () => {
    const { address } = renderThings(`${PATH}?status=open&sort=-name`);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bruno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(address()).toBe('?sort=-name');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await pause();
    expect(address()).toBe('?sort=-name');
    expect(state()).toMatchObject({ sort: '-name', filtered: false });
  });

  it('follows the address when it changes from outside, and remembers the list for the way back', async () => {
    const { router } = renderThings(`${PATH}?search=anna`);
    expect(screen.getByLabelText('Search')).toHaveValue('anna');
    await act(() => router.navigate(`${PATH}?status=open`));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(listUrl(PATH)).toBe(`${PATH}?status=open`);
    expect(listUrl(`${PATH}/`)).toBe(`${PATH}/?status=open`);
  });
});
