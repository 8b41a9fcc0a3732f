import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render-route';
import {
  buildNavEntries,
  isEntryActive,
  isNavMenu,
  withWingModels,
  type NavEntry,
  type NavMenu,
} from './nav-items';

const labels = (entries: NavEntry[]) => entries.map((entry) => entry.label);
const menu = (entries: NavEntry[], id: string) =>
  entries.find((entry) => isNavMenu(entry) && entry.id === id);

describe('buildNavEntries', () => {
  it('gives anonymous visitors and customers the public menu only', () => {
    const publicMenu = ['Products', 'News', 'Family', 'Wanna fly?', 'About', 'Contact'];
    expect(labels(buildNavEntries(null, 'prod'))).toEqual(publicMenu);
    expect(labels(buildNavEntries(makeUser('customer'), 'prod'))).toEqual(publicMenu);
  });

  it('adds Backoffice for staff and the reseller menu for resellers', () => {
    expect(labels(buildNavEntries(makeUser('staff'), 'prod'))).toContain('Backoffice');
    expect(labels(buildNavEntries(makeUser('staff'), 'prod'))).not.toContain('Reseller');
    const reseller = buildNavEntries(makeUser('reseller'), 'prod');
    expect(labels(reseller)).not.toContain('Backoffice');
    expect(menu(reseller, 'reseller')).toEqual({
      id: 'reseller',
      label: 'Reseller',
      items: [{ label: 'Admin', to: '/admin/', external: true }],
    });
  });

  it('adds Clear Cache to the reseller menu of superusers', () => {
    const entries = buildNavEntries(makeUser('superuser'), 'prod');
    expect(menu(entries, 'reseller')).toMatchObject({
      items: [
        { label: 'Admin', to: '/admin/' },
        { label: 'Clear Cache', to: '/accounting/clear_cache/', external: true },
      ],
    });
  });

  it('gives a superuser who is not a reseller the reseller menu with Clear Cache', () => {
    const user = makeUser('superuser');
    const entries = buildNavEntries(
      { ...user, groups: { ...user.groups, is_reseller: false } },
      'prod',
    );
    expect(menu(entries, 'reseller')).toMatchObject({
      items: [{ label: 'Admin' }, { label: 'Clear Cache' }],
    });
  });

  it('adds the Dev menu only in dev mode', () => {
    expect(menu(buildNavEntries(null, 'prod'), 'dev')).toBeUndefined();
    expect(menu(buildNavEntries(null, 'dev'), 'dev')).toMatchObject({
      items: [
        { label: 'Mails', to: '/dev/mails/', external: true },
        { label: 'API docs', to: '/api/docs', external: true },
        { label: 'Notebook', to: '/notebook/', external: true },
      ],
    });
  });
});

describe('isEntryActive', () => {
  const [products, news] = buildNavEntries(null, 'prod') as [NavEntry, NavEntry];

  it('marks the entry whose page or sub-page is shown', () => {
    expect(isEntryActive(products, '/store/categories/wings')).toBe(true);
    expect(isEntryActive(news, '/blog')).toBe(true);
    expect(isEntryActive(news, '/blog/first-flight/')).toBe(true);
    expect(isEntryActive(news, '/blogger')).toBe(false);
    expect(isEntryActive(products, '/')).toBe(false);
  });

  it('counts the shop, the product pages and the promo page as Products', () => {
    for (const path of [
      '/store/categories',
      '/store/products/wings/carlito',
      '/store/bargains',
      '/promo/sophie2025',
    ]) {
      expect(isEntryActive(products, path)).toBe(true);
    }
    expect(isEntryActive(products, '/store/checkout')).toBe(false);
    expect(isEntryActive(products, '/promotions')).toBe(false);
  });
});

describe('withWingModels', () => {
  const products = menu(buildNavEntries(null, 'prod'), 'products') as NavMenu;
  const wings = [
    { slug: 'sophie-joy', name: 'Sophie Joy', new: true },
    { slug: 'carlito', name: 'Carlito', new: false },
  ];

  it('lists Wings, one link per wing model, then Bargains, Fashion and Addons', () => {
    expect(withWingModels(products, wings)).toEqual([
      { label: 'Wings', to: '/store/categories/wings' },
      { label: 'Sophie Joy', to: '/store/products/wings/sophie-joy', nested: true, marker: 'new' },
      { label: 'Carlito', to: '/store/products/wings/carlito', nested: true },
      { label: 'Bargains', to: '/store/bargains' },
      { label: 'Fashion', to: '/store/categories/fashion' },
      { label: 'Addons', to: '/store/categories/addons' },
    ]);
  });

  it('keeps the static links until the models have loaded, and leaves other menus alone', () => {
    expect(withWingModels(products, undefined)).toEqual(products.items);
    const family = menu(buildNavEntries(null, 'prod'), 'family') as NavMenu;
    expect(withWingModels(family, wings)).toEqual(family.items);
  });
});
