import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@windfamily/contract/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { appConfig } from '../../lib/app-config';
import { accountMocks } from '../../test/accounts-mock';
import {
  createTestQueryClient,
  makeUser,
  renderRoutes,
  stubViewport,
} from '../../test/render-route';
import { catalogKeys } from '../../features/catalog';
import { NavbarTransparencyProvider, useNavbarTransparencyOverride } from '../navbar-transparency';
import { Navbar } from './navbar';

vi.mock('../../features/accounts', () => import('../../test/accounts-mock'));

function TransparentPage() {
  const setTransparent = useNavbarTransparencyOverride();
  return (
    <button type="button" onClick={() => setTransparent(true)}>
      make transparent
    </button>
  );
}

const routes = (children: RouteObject[] = []): RouteObject[] => [
  {
    path: '/',
    element: (
      <NavbarTransparencyProvider>
        <Navbar />
        <Outlet />
      </NavbarTransparencyProvider>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'blog', element: <p>blog page</p> },
      { path: 'about', element: <TransparentPage /> },
      ...children,
    ],
  },
];

const renderNavbar = (user: CurrentUser | null, path = '/about') =>
  renderRoutes(routes(), { user, path });

/** The navbar with the wing models in the cache (the products query of category wings). */
const renderWithWings = () => {
  const queryClient = createTestQueryClient();
  const wing = (slug: string, name: string, isNew: boolean) => ({
    id: name.length,
    name,
    slug,
    category: 'wings',
    slogan: '',
    thumbnail: null,
    new: isNew,
    price_from: '4590.00',
  });
  queryClient.setQueryData(catalogKeys.products('wings', 'at'), {
    products: [wing('sophie-joy', 'Sophie Joy', true), wing('carlito', 'Carlito', false)],
    pricing: { country: 'at', vat_rate: 20, reverse_charge: false, price_list: null },
  });
  return renderRoutes(routes(), { user: null, path: '/about', queryClient });
};

const PRODUCTS_MENU = [
  ['Wings', '/store/categories/wings'],
  ['Sophie Joy new', '/store/products/wings/sophie-joy'],
  ['Carlito', '/store/products/wings/carlito'],
  ['Bargains', '/store/bargains'],
  ['Fashion', '/store/categories/fashion'],
  ['Addons', '/store/categories/addons'],
];

const openAccountMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  return screen.findByRole('menu');
};

const originalMode = appConfig.mode;

beforeEach(() => stubViewport(false));
afterEach(() => {
  appConfig.mode = originalMode;
  vi.clearAllMocks();
});

describe('Navbar on desktop', () => {
  it('links home with the brand and shows the public menu', () => {
    renderNavbar(null);
    expect(screen.getByRole('link', { name: `${appConfig.brand} home` })).toHaveAttribute(
      'href',
      '/',
    );
    for (const label of ['Products', 'Family', 'Wanna fly?']) {
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-haspopup', 'true');
    }
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
  });

  it('opens a dropdown with its links and closes it with Escape', async () => {
    renderNavbar(null);
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Bargains' })).toHaveAttribute(
      'href',
      '/store/bargains',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/store/categories/fashion',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Addons' })).toHaveAttribute(
      'href',
      '/store/categories/addons',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(products).toHaveAttribute('aria-expanded', 'false'));
  });

  it('lists the wing models under Wings, the new one marked', async () => {
    renderWithWings();
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    const menu = within(await screen.findByRole('menu'));
    expect(
      menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual(PRODUCTS_MENU.map(([label, to]) => [label!.replace(' new', 'new'), to]));
  });

  it('lists the family groups and the wanna-fly pages', async () => {
    renderNavbar(null);
    await userEvent.click(screen.getByRole('button', { name: 'Family' }));
    const family = within(await screen.findByRole('menu'));
    expect(
      family.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Family & Friends', '/family/'],
      ['Legends', '/family/legends'],
      ['Armada', '/family/armada'],
      ['Ambassadors', '/family/teampilots'],
      ['Family', '/family/family'],
      ['Staff', '/family/staff'],
      ['Friends', '/links/'],
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Wanna fly?' }));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    const wannaFly = within(await screen.findByRole('menu'));
    expect(
      wannaFly
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Try our Wings', '/wanna_try/'],
      ['Which size to choose?', '/size/'],
      ['Customize your Wing', '/colorpicker'],
      ['Lineplans & Downloads', '/downloads'],
    ]);
  });

  it('offers login and registration to anonymous visitors', async () => {
    renderNavbar(null);
    expect(screen.queryByRole('link', { name: 'Backoffice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reseller' })).not.toBeInTheDocument();
    const menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Login', 'Create Account']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Login' }));
    expect(accountMocks.openLogin).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create Account' }));
    expect(accountMocks.openRegister).toHaveBeenCalledOnce();
  });

  it('gives customers their account pages and logout, nothing for staff or resellers', async () => {
    renderNavbar(makeUser('customer'));
    expect(screen.queryByRole('link', { name: 'Backoffice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reseller' })).not.toBeInTheDocument();
    const menu = await openAccountMenu();
    expect(within(menu).getByText('customer@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account/my_account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Colors' })).toHaveAttribute(
      'href',
      '/account/my_colors',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/account/my_orders',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(accountMocks.logout).toHaveBeenCalledOnce();
  });

  it('shows Backoffice to staff', () => {
    renderNavbar(makeUser('staff'));
    expect(screen.getByRole('link', { name: 'Backoffice' })).toHaveAttribute(
      'href',
      '/backoffice/',
    );
    expect(screen.queryByRole('button', { name: 'Reseller' })).not.toBeInTheDocument();
  });

  it('shows the Admin link to resellers, without Clear Cache', async () => {
    renderNavbar(makeUser('reseller'));
    expect(screen.queryByRole('link', { name: 'Backoffice' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reseller' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Clear Cache' })).not.toBeInTheDocument();
  });

  it('adds Clear Cache for superusers', async () => {
    renderNavbar(makeUser('superuser'));
    expect(screen.getByRole('link', { name: 'Backoffice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reseller' }));
    expect(screen.getByRole('menuitem', { name: 'Clear Cache' })).toHaveAttribute(
      'href',
      '/accounting/clear_cache/',
    );
  });

  it('shows the Dev menu only in dev mode', async () => {
    appConfig.mode = 'prod';
    const { unmount } = renderNavbar(null);
    expect(screen.queryByRole('button', { name: 'Dev' })).not.toBeInTheDocument();
    unmount();

    appConfig.mode = 'dev';
    renderNavbar(null);
    await userEvent.click(screen.getByRole('button', { name: 'Dev' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Mails' })).toHaveAttribute('href', '/dev/mails/');
    expect(menu.getByRole('menuitem', { name: 'API docs' })).toHaveAttribute('href', '/api/docs');
    expect(menu.getByRole('menuitem', { name: 'Notebook' })).toHaveAttribute('href', '/notebook/');
  });
});

describe('Navbar transparency', () => {
  const header = () => screen.getByRole('banner');

  it('is transparent on the home page and opaque elsewhere', async () => {
    const { router } = renderNavbar(null, '/');
    expect(header()).toHaveAttribute('data-transparent', 'true');
    await act(() => router.navigate('/blog'));
    expect(header()).toHaveAttribute('data-transparent', 'false');
  });

  it('follows a page override until the page is left', async () => {
    const { router } = renderNavbar(null, '/about');
    expect(header()).toHaveAttribute('data-transparent', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'make transparent' }));
    expect(header()).toHaveAttribute('data-transparent', 'true');
    await act(() => router.navigate('/blog'));
    expect(header()).toHaveAttribute('data-transparent', 'false');
  });
});

describe('Navbar on mobile', () => {
  beforeEach(() => stubViewport(true));

  const openMenu = async () => {
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return screen.findByRole('navigation', { name: 'Main' });
  };

  it('hides the menu behind the sandwich button', async () => {
    renderNavbar(null);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/blog');
  });

  it('expands one sub-menu at a time', async () => {
    renderNavbar(null);
    const nav = within(await openMenu());
    const products = nav.getByRole('button', { name: 'Products' });
    const family = nav.getByRole('button', { name: 'Family' });

    await userEvent.click(products);
    await waitFor(() => expect(products).toHaveAttribute('aria-expanded', 'true'));
    expect(nav.getByRole('link', { name: 'Wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );

    await userEvent.click(family);
    await waitFor(() => expect(family).toHaveAttribute('aria-expanded', 'true'));
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(nav.getByRole('link', { name: 'Legends' })).toBeInTheDocument();

    await userEvent.click(family);
    await waitFor(() => expect(family).toHaveAttribute('aria-expanded', 'false'));
  });

  it('lists the wing models in the Products sub-menu', async () => {
    renderWithWings();
    const nav = within(await openMenu());
    await userEvent.click(nav.getByRole('button', { name: 'Products' }));
    const products = within(await nav.findByRole('list', { name: 'Products' }));
    expect(
      products.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(PRODUCTS_MENU.map(([label, to]) => [label!.replace(' new', 'new'), to]));
  });

  it('debounces the toggle by 100 ms', async () => {
    renderNavbar(null);
    const nav = within(await openMenu());
    vi.useFakeTimers();
    try {
      const products = nav.getByRole('button', { name: 'Products' });
      const family = nav.getByRole('button', { name: 'Family' });
      act(() => products.click());
      act(() => {
        vi.advanceTimersByTime(50);
      });
      act(() => family.click());
      act(() => {
        vi.advanceTimersByTime(99);
      });
      expect(family).toHaveAttribute('aria-expanded', 'false');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(family).toHaveAttribute('aria-expanded', 'true');
      expect(products).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes when a link is followed', async () => {
    const { router } = renderNavbar(null);
    const nav = within(await openMenu());
    await userEvent.click(nav.getByRole('link', { name: 'News' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
  });

  it('closes while a navigation is loading', async () => {
    let finishLoading: (value: null) => void = () => undefined;
    const { router } = renderRoutes(
      routes([
        {
          path: 'slow',
          loader: () => new Promise<null>((resolve) => (finishLoading = resolve)),
          element: <p>slow page</p>,
        },
      ]),
      { user: null, path: '/about' },
    );
    await openMenu();
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await act(async () => {
      finishLoading(null);
      await navigation;
    });
    expect(screen.getByText('slow page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is opaque while the menu is open, even on the home page', async () => {
    renderNavbar(null, '/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
    await openMenu();
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
  });
});
