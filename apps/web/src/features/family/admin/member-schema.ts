import { familyMemberPayloadSchema, type FamilyMemberAdmin } from '@windfamily/contract/family';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import { intField } from '../../../components/backoffice/form-schemas';

const s = familyMemberPayloadSchema.shape;

/** The member form: the API's payload, the portrait as a gallery of at most one picture. */
export const memberFormSchema = z
  .object({
    slug: s.slug,
    group: z.string().trim().min(1, 'Choose a group.'),
    name: s.name,
    photo_ids: z.array(z.number().int()).max(1, 'One portrait: remove the old one first.'),
    role: s.role,
    location: s.location,
    wings: s.wings,
    bio: s.bio,
    links: s.links,
    position: intField(0, 10_000),
    published: z.boolean(),
  })
  .transform(({ photo_ids, ...member }) => ({ ...member, photo_id: photo_ids[0] ?? null }));
export type MemberFormInput = z.input<typeof memberFormSchema>;

export const emptyMember = (group = ''): MemberFormInput => ({
  slug: '',
  group,
  name: '',
  photo_ids: [],
  role: '',
  location: '',
  wings: [],
  bio: '',
  links: [],
  position: 0,
  published: true,
});

export const memberFormValues = (member: FamilyMemberAdmin): MemberFormInput => ({
  slug: member.slug,
  group: member.group,
  name: member.name,
  photo_ids: member.photo_id === null ? [] : [member.photo_id],
  role: member.role,
  location: member.location,
  wings: member.wings,
  bio: member.bio,
  links: member.links,
  position: member.position,
  published: member.published,
});

/** A member's address from their name: "Élise Morel" -> "elise-morel". */
export const slugFromName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export const memberFieldOf = fieldMapper<MemberFormInput>({
  fields: ['slug', 'group', 'name', 'role', 'location', 'bio', 'links', 'position', 'published'],
  arrays: ['links'],
  collapse: { photo_id: 'photo_ids', wings: 'wings' },
});
