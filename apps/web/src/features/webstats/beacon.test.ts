import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEBSTATS_PATHS } from '@windfamily/contract/webstats';
import { COLLECT_PATH, countPageViews, resetBeacon, sendBeacon, sendGoal } from './beacon';

type Listener = (state: { location: { pathname: string }; navigation: { state: string } }) => void;

function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  return {
    state: { location: { pathname }, navigation: { state: 'idle' } },
    subscribe(listener: Listener) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    go(path: string, state = 'idle') {
      for (const listener of listeners)
        listener({ location: { pathname: path }, navigation: { state } });
    },
  };
}

const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
const sent = () =>
  beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(COLLECT_PATH);
    return JSON.parse(body) as Record<string, unknown>;
  });

beforeEach(() => {
  resetBeacon();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the page-view beacon', () => {
  it('posts to the contract’s collection call', () => {
    expect(COLLECT_PATH).toBe(WEBSTATS_PATHS.collect);
  });

  it('reports the first page with its referrer and campaign, then each new path once', () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=spring');
    Object.defineProperty(document, 'referrer', {
      value: 'https://www.google.com/',
      configurable: true,
    });
    const router = fakeRouter('/');
    const stop = countPageViews(router);
    router.go('/store/products/wings/emilie-peace2', 'loading');
    router.go('/store/products/wings/emilie-peace2');
    router.go('/store/products/wings/emilie-peace2');
    stop();
    router.go('/blog');
    expect(sent()).toEqual([
      {
        path: '/',
        screen_width: window.screen.width,
        referrer: 'https://www.google.com/',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
      },
      {
        path: '/store/products/wings/emilie-peace2',
        screen_width: window.screen.width,
        utm_source: 'newsletter',
        utm_campaign: 'spring',
      },
    ]);
  });

  it('reports a goal on the current page', () => {
    window.history.replaceState(null, '', '/store/checkout');
    sendGoal('order');
    expect(sent()).toEqual([
      { path: '/store/checkout', screen_width: window.screen.width, goal: 'order' },
    ]);
  });

  it('sends nothing with Do-Not-Track or Global Privacy Control, nor from the back office', () => {
    sendBeacon('/backoffice/webstats');
    sendBeacon('/admin/');
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    sendBeacon('/');
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    sendGoal('cart');
    expect(beacon).not.toHaveBeenCalled();
  });
});
