import type { Image } from '@windfamily/contract/catalog';
import type { PageMeta, PageMetaResolver } from '../../plugins/web-app';
import { HttpError } from '../../lib/http-error';
import type { FamilyService } from './family.service';
import { familyPageOf } from './page-preloads';

/** The largest rendition's fallback (jpg/png): link previews do not all take webp. */
const previewImage = (image: Image | null) =>
  image ? (image.fallback_srcset.split(', ').at(-1)?.split(' ')[0] ?? image.fallback) : undefined;

/** The first words of a Markdown text as plain text, for a description. */
export function plainSummary(markdown: string, max = 180): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** Unknown groups and members have no meta (the page is the not-found page). */
async function orUndefined<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Titles and link previews of the family's pages: a member's name, role and portrait. */
export function familyPageMeta(family: FamilyService, site: { brand: string }): PageMetaResolver {
  return async (pathname) => {
    const page = familyPageOf(pathname);
    if (!page) return undefined;
    if (page.kind === 'groups')
      return {
        title: 'Family',
        description: `The legends, armada, ambassadors, family and staff of ${site.brand}: the pilots who fly, test and build our wings.`,
      };
    if (page.kind === 'group') {
      const group = await orUndefined(() => family.group(page.slug));
      if (!group) return undefined;
      const photo = group.members.find((member) => member.photo)?.photo ?? null;
      const meta: PageMeta = {
        title: group.name,
        description:
          plainSummary(group.description) ||
          `${group.name} of ${site.brand}: ${group.members.map((member) => member.name).join(', ')}.`,
      };
      const image = previewImage(photo);
      return image ? { ...meta, image } : meta;
    }
    const member = await orUndefined(() => family.member(page.slug));
    if (!member) return undefined;
    const role = [member.role, member.location].filter(Boolean).join(', ');
    const meta: PageMeta = {
      title: member.name,
      description: role || plainSummary(member.bio) || `${member.group.name} of ${site.brand}`,
    };
    const image = previewImage(member.photo);
    return image ? { ...meta, image } : meta;
  };
}
