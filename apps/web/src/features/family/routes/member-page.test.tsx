import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderCatalog } from '../../catalog/test/render-catalog';
import { member } from '../test/fixtures';
import MemberPage from './member-page';

const routes = [{ path: '/family/member/:slug', Component: MemberPage }];
const MEMBER = 'GET /api/family/member/lukas-hofer';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('MemberPage', () => {
  it('shows the portrait, name, role, place, group, wings, bio and links', async () => {
    mockApi({ [MEMBER]: () => jsonResponse(member()) });
    renderCatalog(routes, { path: '/family/member/lukas-hofer' });
    expect(screen.getByRole('status', { name: 'Loading the member' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lukas Hofer' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Lukas Hofer$/);
    expect(screen.getByRole('img', { name: 'Portrait of Lukas Hofer' })).toBeInTheDocument();
    expect(screen.getByText('Competition pilot')).toBeInTheDocument();
    expect(screen.getByText('Innsbruck, Austria')).toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/family');
    expect(crumbs.getByRole('link', { name: 'Armada' })).toHaveAttribute('href', '/family/armada');

    const wings = within(screen.getByRole('region', { name: 'Flies' }));
    expect(wings.getByRole('link', { name: 'Marlon' })).toHaveAttribute(
      'href',
      '/store/products/wings/marlon',
    );
    expect(wings.getByText('Fritz Classic').closest('a')).toBeNull();

    // The bio's headings sit below the page's own h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'Racing' })).toBeInTheDocument();
    expect(screen.getByText('World Cup')).toContainHTML('strong');

    const link = within(screen.getByRole('region', { name: 'Links' })).getByRole('link', {
      name: /Instagram/,
    });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/lukas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('leaves out what a member has not got', async () => {
    mockApi({
      [MEMBER]: () =>
        jsonResponse(member({ photo: null, wings: [], links: [], bio: '', role: '' })),
    });
    renderCatalog(routes, { path: '/family/member/lukas-hofer', mobile: true });
    expect(
      await screen.findByRole('img', { name: 'No portrait of Lukas Hofer yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Flies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Links' })).not.toBeInTheDocument();
  });

  it('is the not-found page for an unknown or unpublished member', async () => {
    mockApi({});
    renderCatalog(routes, { path: '/family/member/nobody' });
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  });
});
