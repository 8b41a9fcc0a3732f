import type { CurrentUser } from '@windfamily/contract/accounts';
import type { AppMode } from '@windfamily/contract/system';

/** A link of the menu: inside the app (`to`), or `external` for pages the server renders itself. */
export interface NavLinkItem {
  label: string;
  to: string;
  external?: boolean;
  /** A small marker after the label, e.g. 'new'. */
  marker?: string;
  /** Shown indented, under the link before it (a wing model under Wings). */
  nested?: boolean;
}

/** A top-level entry with a sub-menu. */
export interface NavMenu {
  id: string;
  label: string;
  items: NavLinkItem[];
  /** One link per wing model follows the first item once the models have loaded. */
  wingModels?: boolean;
  /** Further paths that belong to the entry (to highlight it). */
  activePaths?: string[];
}

/** A wing model, as the product list of category wings gives it. */
export interface WingModel {
  slug: string;
  name: string;
  new: boolean;
}

const WINGS_CATEGORY = 'wings';
/** The catalogue's category whose models the Products menu lists. */
export const NAV_WING_CATEGORY = WINGS_CATEGORY;

export type NavEntry = NavLinkItem | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

const PUBLIC_ENTRIES: NavEntry[] = [
  {
    id: 'products',
    label: 'Products',
    items: [
      { label: 'Wings', to: `/store/categories/${WINGS_CATEGORY}` },
      { label: 'Bargains', to: '/store/bargains' },
      { label: 'Fashion', to: '/store/categories/fashion' },
      { label: 'Addons', to: '/store/categories/addons' },
    ],
    wingModels: true,
    activePaths: ['/store/categories', '/store/products', '/promo'],
  },
  { label: 'News', to: '/blog' },
  {
    id: 'family',
    label: 'Family',
    items: [
      { label: 'Family & Friends', to: '/family/' },
      { label: 'Legends', to: '/family/legends' },
      { label: 'Armada', to: '/family/armada' },
      { label: 'Ambassadors', to: '/family/teampilots' },
      { label: 'Family', to: '/family/family' },
      { label: 'Staff', to: '/family/staff' },
      { label: 'Friends', to: '/links/' },
    ],
  },
  {
    id: 'wanna-fly',
    label: 'Wanna fly?',
    items: [
      { label: 'Try our Wings', to: '/wanna_try/' },
      { label: 'Which size to choose?', to: '/size/' },
      { label: 'Customize your Wing', to: '/colorpicker' },
      { label: 'Lineplans & Downloads', to: '/downloads' },
    ],
  },
  { label: 'About', to: '/about/' },
  { label: 'Contact', to: '/contact/' },
];

/** How many entries everybody sees; role and dev entries come after them. */
export const PUBLIC_ENTRY_COUNT = PUBLIC_ENTRIES.length;

const DEV_MENU: NavMenu = {
  id: 'dev',
  label: 'Dev',
  items: [
    { label: 'Mails', to: '/dev/mails/', external: true },
    { label: 'API docs', to: '/api/docs', external: true },
    { label: 'Notebook', to: '/notebook/', external: true },
  ],
};

/** The menu for this user and application mode (SPEC.md section 2, "Header and navigation"). */
export function buildNavEntries(user: CurrentUser | null | undefined, mode: AppMode): NavEntry[] {
  const entries = [...PUBLIC_ENTRIES];
  const groups = user?.groups;
  if (groups?.is_staff) entries.push({ label: 'Backoffice', to: '/backoffice/' });
  // Superusers may do everything a reseller may (permissionsFor), so they get this menu too.
  if (groups?.is_reseller || groups?.is_superuser) {
    const items: NavLinkItem[] = [{ label: 'Admin', to: '/admin/', external: true }];
    if (groups.is_superuser)
      items.push({ label: 'Clear Cache', to: '/accounting/clear_cache/', external: true });
    entries.push({ id: 'reseller', label: 'Reseller', items });
  }
  if (mode === 'dev') entries.push(DEV_MENU);
  return entries;
}

/** The account menu's links for a logged-in user. */
export const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'My Account', to: '/account/my_account' },
  { label: 'My Colors', to: '/account/my_colors' },
  { label: 'My Orders', to: '/account/my_orders' },
];

/**
 * A menu's links with the wing models (SPEC.md: Products lists one link per product of
 * category wings, after Wings; the new one carries a 'new' marker). Until the models have
 * loaded, or for other menus, the static links.
 */
export function withWingModels(menu: NavMenu, wings: WingModel[] | undefined): NavLinkItem[] {
  if (!menu.wingModels || !wings || wings.length === 0) return menu.items;
  const [first, ...rest] = menu.items;
  const models = wings.map((wing): NavLinkItem => ({
    label: wing.name,
    to: `/store/products/${WINGS_CATEGORY}/${wing.slug}`,
    nested: true,
    ...(wing.new ? { marker: 'new' } : {}),
  }));
  return first ? [first, ...models, ...rest] : models;
}

/** Whether the current path lies inside an entry (to highlight the active top-level entry). */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  const within = (path: string) => {
    const base = path.replace(/\/$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  };
  const matches = (item: NavLinkItem) => !item.external && within(item.to);
  return isNavMenu(entry)
    ? entry.items.some(matches) || (entry.activePaths ?? []).some(within)
    : matches(entry);
}
