import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderCatalog } from '../../catalog/test/render-catalog';
import { group } from '../test/fixtures';
import FamilyPage from './family-page';

const routes = [{ path: '/family/:slug?', Component: FamilyPage }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('FamilyPage', () => {
  it('shows every group with its description and member cards', async () => {
    mockApi({
      'GET /api/family/groups/': () =>
        jsonResponse({
          groups: [group(), group({ slug: 'staff', name: 'Staff', description: '', members: [] })],
        }),
    });
    renderCatalog(routes, { path: '/family' });
    expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the family' })).toBeInTheDocument();

    const armada = await screen.findByRole('region', { name: 'Armada' });
    expect(document.title).toMatch(/\| Family$/);
    expect(within(armada).getByRole('link', { name: 'Armada' })).toHaveAttribute(
      'href',
      '/family/armada',
    );
    expect(await within(armada).findByText('competition')).toContainHTML('strong');
    const cards = within(
      within(armada).getByRole('list', { name: 'Members of Armada' }),
    ).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const lukas = within(cards[0]!);
    expect(lukas.getByRole('heading', { level: 3, name: 'Lukas Hofer' })).toBeInTheDocument();
    expect(lukas.getByText('Competition pilot')).toBeInTheDocument();
    expect(lukas.getByText('Innsbruck, Austria')).toBeInTheDocument();
    expect(lukas.getByRole('link')).toHaveAttribute('href', '/family/member/lukas-hofer');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/media/images/p1/640.jpg');
    expect(within(cards[1]!).getByText('Bassano del Grappa, Italy')).toBeInTheDocument();

    const staff = screen.getByRole('region', { name: 'Staff' });
    expect(within(staff).getByText('No members here yet')).toBeInTheDocument();
  });

  it('shows one group under its own name, its members named by h2', async () => {
    mockApi({ 'GET /api/family/groups/armada': () => jsonResponse(group()) });
    renderCatalog(routes, { path: '/family/armada', mobile: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Armada' })).toBeInTheDocument();
    expect(document.title).toMatch(/\| Armada$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Chiara Bassi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The whole family' })).toHaveAttribute(
      'href',
      '/family',
    );
  });

  it('is the not-found page for an unknown group', async () => {
    mockApi({});
    renderCatalog(routes, { path: '/family/pets' });
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  });

  it('offers to try again when the family could not be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/family/groups/': () =>
        fail ? jsonResponse({ detail: 'Down' }, 503) : jsonResponse({ groups: [group()] }),
    });
    const { user } = renderCatalog(routes, { path: '/family' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Armada' })).toBeInTheDocument();
  });
});
