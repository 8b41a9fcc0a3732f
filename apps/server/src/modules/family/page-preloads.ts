import { familyApiPaths } from '@windfamily/contract/api-paths';
import type { FamilyGroup, FamilyGroupList, FamilyMember } from '@windfamily/contract/family';
import { FAMILY_MEMBER_PHOTO_SIZES, FAMILY_PORTRAIT_SIZES } from '@windfamily/contract/image-sizes';
import type { PagePreloader, PreloadedAnswer } from '../../plugins/web-app';

export type FamilyPage =
  | { kind: 'groups' }
  | { kind: 'group'; slug: string }
  | { kind: 'member'; slug: string }
  | undefined;

/** Which family page a path is: /family, /family/{slug}, /family/member/{slug}. */
export function familyPageOf(pathname: string): FamilyPage {
  const [family, first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (family?.toLowerCase() !== 'family' || rest.length) return undefined;
  if (first === undefined) return { kind: 'groups' };
  if (first.toLowerCase() === 'member')
    return second ? { kind: 'member', slug: second } : undefined;
  return second === undefined ? { kind: 'group', slug: first } : undefined;
}

const bodyOf = <T>(answer: PreloadedAnswer | undefined) =>
  answer?.status === 200 ? (answer.body as T) : undefined;

const firstPhoto = (groups: FamilyGroup[]) =>
  groups.flatMap((group) => group.members).find((member) => member.photo)?.photo;

/** The family pages' own calls, so that the group or member comes with the page. */
export const familyPagePreloads: PagePreloader = {
  calls(pathname) {
    const page = familyPageOf(pathname);
    switch (page?.kind) {
      case 'groups':
        return [familyApiPaths.groups()];
      case 'group':
        return [familyApiPaths.groups(page.slug)];
      case 'member':
        return [familyApiPaths.member(page.slug)];
      default:
        return [];
    }
  },

  leadImage(pathname, _country, answers) {
    const page = familyPageOf(pathname);
    if (page?.kind === 'member') {
      const photo = bodyOf<FamilyMember>(answers[familyApiPaths.member(page.slug)])?.photo;
      return photo ? { srcset: photo.webp_srcset, sizes: FAMILY_MEMBER_PHOTO_SIZES } : undefined;
    }
    const groups =
      page?.kind === 'groups'
        ? bodyOf<FamilyGroupList>(answers[familyApiPaths.groups()])?.groups
        : page?.kind === 'group'
          ? [bodyOf<FamilyGroup>(answers[familyApiPaths.groups(page.slug)])].filter(
              (group): group is FamilyGroup => group !== undefined,
            )
          : undefined;
    const photo = groups && firstPhoto(groups);
    return photo ? { srcset: photo.webp_srcset, sizes: FAMILY_PORTRAIT_SIZES } : undefined;
  },
};
