import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import {
  NavbarTransparencyProvider,
  useNavbarTransparency,
} from '../../../app/navbar-transparency';
import { appConfig } from '../../../lib/app-config';
import { createTestQueryClient, renderRoutes, stubViewport } from '../../../test/render-route';
import { catalogKeys } from '../../catalog';
import { contentKeys } from '../../content';
import HomePage from './home-page';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: {
  callback: ObserverCallback;
  threshold: unknown;
  disconnected: boolean;
  target?: Element;
}[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: ObserverCallback, options: IntersectionObserverInit) {
    this.record = { callback, threshold: options.threshold, disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.target = target;
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function TransparencyProbe() {
  const override = useNavbarTransparency();
  return <output aria-label="navbar override">{String(override)}</output>;
}

const renderHome = (queryClient = createTestQueryClient()) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <NavbarTransparencyProvider>
            <TransparencyProbe />
            <Outlet />
          </NavbarTransparencyProvider>
        ),
        children: [
          { index: true, Component: HomePage },
          { path: 'about', element: <p>about</p> },
        ],
      },
    ],
    { queryClient },
  );

const override = () => screen.getByLabelText('navbar override').textContent;
const lastObserver = () => observers[observers.length - 1]!;

beforeEach(() => {
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  stubViewport(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows the hero, the greeting and its title', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: appConfig.brand })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Welcome to the ${appConfig.brand}` }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Home$/);
  });

  it('makes the navbar transparent while the hero is in view (threshold 0.1 on desktop)', () => {
    renderHome();
    expect(lastObserver().threshold).toBe(0.1);
    act(() => lastObserver().callback([{ isIntersecting: true, intersectionRatio: 0.6 }]));
    expect(override()).toBe('true');
    act(() => lastObserver().callback([{ isIntersecting: true, intersectionRatio: 0.05 }]));
    expect(override()).toBe('false');
    act(() => lastObserver().callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(override()).toBe('false');
  });

  it('uses threshold 0 on mobile', () => {
    stubViewport(true);
    renderHome();
    expect(lastObserver().threshold).toBe(0);
    act(() => lastObserver().callback([{ isIntersecting: true, intersectionRatio: 0.01 }]));
    expect(override()).toBe('true');
  });

  it('clears the override when the page is left', async () => {
    const { router } = renderHome();
    act(() => lastObserver().callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(override()).toBe('false');
    await act(() => router.navigate('/about'));
    expect(override()).toBe('undefined');
    expect(lastObserver().disconnected).toBe(true);
  });
});

describe("HomePage 'Our Wings'", () => {
  const preview = (slug: string, name: string) => ({
    id: name.length,
    name,
    slug,
    category: 'wings',
    slogan: `${name} slogan`,
    thumbnail: null,
    new: false,
    price_from: '3990.00',
  });

  it('shows the heading at once and loads the wings as the section nears the viewport', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(catalogKeys.products('wings', 'at'), {
      products: [preview('carlito', 'Carlito'), preview('bruno-bold', 'Bruno Bold')],
      pricing: { country: 'at', vat_rate: 20, reverse_charge: false, price_list: null },
    });
    renderHome(queryClient);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Wings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Carlito/ })).not.toBeInTheDocument();

    const heading = screen.getByRole('heading', { level: 2, name: 'Our Wings' });
    const section = observers.find((observer) => observer.target?.contains(heading))!;
    act(() => section.callback([{ isIntersecting: true, intersectionRatio: 0.01 }]));
    expect(await screen.findByRole('link', { name: /^Carlito/ })).toHaveAttribute(
      'href',
      '/store/products/wings/carlito',
    );
    expect(section.disconnected).toBe(true);
  });
});

describe('HomePage content blocks', () => {
  const BLOCK = {
    id: 1,
    title: 'Sewn in the Alps',
    subtitle: 'Every wing is cut and sewn in our workshop.',
    link: '/about/',
    video: '',
    images: [],
  };
  /** The blocks' place comes near the viewport. */
  const revealBlocks = () => {
    const observer = observers.find(
      (o) => o.threshold === undefined && !o.target?.textContent?.includes('Our Wings'),
    )!;
    act(() => observer.callback([{ isIntersecting: true, intersectionRatio: 0.01 }]));
  };

  it('shows the blocks of main_page, between the greeting and Our Wings', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(contentKeys.page('main_page'), {
      slug: 'main_page',
      title: 'Home',
      content: '',
      seo_description: '',
      content_blocks: [BLOCK],
      updated: '2026-11-01T00:00:00Z',
    });
    renderHome(queryClient);
    revealBlocks();
    const title = await screen.findByRole('heading', { level: 3, name: 'Sewn in the Alps' });
    expect(screen.getByRole('link', { name: 'Sewn in the Alps' })).toHaveAttribute(
      'href',
      '/about/',
    );
    expect(screen.getByText(BLOCK.subtitle)).toBeInTheDocument();
    const greeting = screen.getByRole('heading', { name: `Welcome to the ${appConfig.brand}` });
    const ourWings = screen.getByRole('heading', { level: 2, name: 'Our Wings' });
    expect(greeting.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(ourWings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no blocks and no error when they cannot be loaded', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 500 })));
    vi.stubGlobal('fetch', fetch);
    renderHome();
    revealBlocks();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Wings' })).toBeInTheDocument();
  });
});

describe('HomePage hero video', () => {
  it('starts the wide video once the page has loaded, the drawing painted first', async () => {
    renderHome();
    expect(document.querySelector('video')).toBeNull();
    await vi.waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute('src', '/video/hero-desktop.mp4'),
    );
  });

  it('gives phones the tall video', async () => {
    stubViewport(true);
    renderHome();
    await vi.waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute('src', '/video/hero-mobile.mp4'),
    );
  });

  it('keeps the drawing for visitors who ask for reduced motion', async () => {
    const desktop = window.matchMedia.bind(window);
    window.matchMedia = (query: string): MediaQueryList => ({
      ...desktop(query),
      matches: query.includes('prefers-reduced-motion'),
    });
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.querySelector('video')).toBeNull();
  });
});
