import type { CurrentUser } from '@windfamily/contract/accounts';
import type { AppMode } from '@windfamily/contract/system';

/** A link of the menu: inside the app (`to`), or `external` for pages the server renders itself. */
export interface NavLinkItem {
  label: string;
  to: string;
  external?: boolean;
}

/** A top-level entry with a sub-menu. */
export interface NavMenu {
  id: string;
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

const PUBLIC_ENTRIES: NavEntry[] = [
  {
    id: 'products',
    label: 'Products',
    items: [
      { label: 'Wings', to: '/store/categories/wings' },
      { label: 'Bargains', to: '/store/bargains' },
      { label: 'Fashion', to: '/store/categories/fashion' },
      { label: 'Addons', to: '/store/categories/addons' },
    ],
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

/** Whether the current path lies inside an entry (to highlight the active top-level entry). */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  const matches = (item: NavLinkItem) => {
    const base = item.to.replace(/\/$/, '');
    return !item.external && (pathname === base || pathname.startsWith(`${base}/`));
  };
  return isNavMenu(entry) ? entry.items.some(matches) : matches(entry);
}
