import { z } from 'zod';
import { imageSchema } from './catalog';

// The family: legends, armada, team pilots (shown as Ambassadors), family and staff, each a
// group of members with a page of their own (SPEC.md: /family/{slug?}, /family/member/{slug}).

/** The groups, in the order of the menu, with the names it shows. */
export const FAMILY_GROUPS = [
  { slug: 'legends', name: 'Legends' },
  { slug: 'armada', name: 'Armada' },
  { slug: 'teampilots', name: 'Ambassadors' },
  { slug: 'family', name: 'Family' },
  { slug: 'staff', name: 'Staff' },
] as const;

/** A member's or group's address: lower-case letters, digits and single dashes. */
export const FAMILY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The most wings, links a member lists. */
export const FAMILY_MAX_WINGS = 12;
export const FAMILY_MAX_LINKS = 10;

export const FAMILY_MESSAGES = {
  required: 'This field is required.',
  slug: 'Only lower-case letters, digits and - (e.g. lena-moser).',
  url: 'Enter a web address starting with http:// or https://.',
  tooMany: (max: number) => `At most ${max}.`,
  wingTwice: 'Each wing can be listed only once.',
  slugTaken: (slug: string) => `Another member has the address '${slug}' already.`,
  noGroup: (slug: string) => `There is no group '${slug}'.`,
  noPicture: (id: number) => `There is no picture ${id}. Upload it first.`,
  noMember: 'There is no such member.',
  noFamilyGroup: 'There is no such group.',
} as const;

/** The page of a group; without a slug, the page of every group. */
export const familyGroupPath = (slug?: string) => (slug ? `/family/${slug}` : '/family');
/** The page of a member. */
export const familyMemberPath = (slug: string) => `/family/member/${slug}`;

// ---------------------------------------------------------------------------
// Public answers.
// ---------------------------------------------------------------------------

export const familyLinkSchema = z
  .object({ label: z.string(), url: z.string() })
  .meta({ id: 'FamilyLink' });
export type FamilyLink = z.infer<typeof familyLinkSchema>;

/** A member on a group's page: what the card shows. */
export const familyMemberSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    photo: imageSchema.nullable(),
    /** 'Test pilot', 'Ambassador', 'Workshop'... */
    role: z.string(),
    location: z.string(),
    /** The wings they fly, by name as shown. */
    wings: z.array(z.string()),
  })
  .meta({ id: 'FamilyMemberSummary' });
export type FamilyMemberSummary = z.infer<typeof familyMemberSummarySchema>;

/** `GET /api/family/member/{slug}`: a published member. */
export const familyMemberSchema = familyMemberSummarySchema
  .extend({
    /** Markdown. */
    bio: z.string(),
    links: z.array(familyLinkSchema),
    group: z.object({ slug: z.string(), name: z.string() }),
    /** The wings of `wings` that are in the shop: name to product page. */
    wing_pages: z.record(z.string(), z.string()),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** `GET /api/family/groups/{slug}`: a group and its published members, in order. */
export const familyGroupSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** Markdown. */
    description: z.string(),
    members: z.array(familyMemberSummarySchema),
  })
  .meta({ id: 'FamilyGroup' });
export type FamilyGroup = z.infer<typeof familyGroupSchema>;

/** `GET /api/family/groups/`: every group in order, each with its members. */
export const familyGroupListSchema = z
  .object({ groups: z.array(familyGroupSchema) })
  .meta({ id: 'FamilyGroupList' });
export type FamilyGroupList = z.infer<typeof familyGroupListSchema>;

// ---------------------------------------------------------------------------
// Back office.
// ---------------------------------------------------------------------------

const required = FAMILY_MESSAGES.required;

/** An http(s) address with a host name (`https://example.com/...`), no spaces. */
const WEB_URL =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
export const isWebUrl = (value: string): boolean => WEB_URL.test(value);

export const familySlugSchema = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(80, 'At most 80 characters.')
  .regex(FAMILY_SLUG_PATTERN, FAMILY_MESSAGES.slug);

export const familyLinkPayloadSchema = z.object({
  label: z.string({ error: required }).trim().min(1, required).max(60, 'At most 60 characters.'),
  url: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500, 'At most 500 characters.')
    .refine(isWebUrl, FAMILY_MESSAGES.url),
});
export type FamilyLinkPayload = z.input<typeof familyLinkPayloadSchema>;

/** A member as staff see them: unpublished ones too, with the photo's id. */
export const familyMemberAdminSchema = familyMemberSummarySchema
  .extend({
    id: z.number().int(),
    /** The group's slug. */
    group: z.string(),
    photo_id: z.number().int().nullable(),
    bio: z.string(),
    links: z.array(familyLinkSchema),
    position: z.number().int(),
    published: z.boolean(),
  })
  .meta({ id: 'FamilyMemberAdmin' });
export type FamilyMemberAdmin = z.infer<typeof familyMemberAdminSchema>;

/** A group as staff see it: every member, unpublished ones too. */
export const familyGroupAdminSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    members: z.array(familyMemberAdminSchema),
  })
  .meta({ id: 'FamilyGroupAdmin' });
export type FamilyGroupAdmin = z.infer<typeof familyGroupAdminSchema>;

export const familyGroupAdminListSchema = z
  .object({ groups: z.array(familyGroupAdminSchema) })
  .meta({ id: 'FamilyGroupAdminList' });
export type FamilyGroupAdminList = z.infer<typeof familyGroupAdminListSchema>;

export const familyMemberAdminListSchema = z
  .object({ members: z.array(familyMemberAdminSchema) })
  .meta({ id: 'FamilyMemberAdminList' });
export type FamilyMemberAdminList = z.infer<typeof familyMemberAdminListSchema>;

const positionField = z
  .number({ error: 'Enter a whole number.' })
  .int('Enter a whole number.')
  .min(0, 'At least 0.')
  .max(10_000, 'At most 10000.');

/** Change a group: its name, description and place in the order (its address stays). */
export const familyGroupPayloadSchema = z
  .object({
    name: z.string({ error: required }).trim().min(1, required).max(80, 'At most 80 characters.'),
    description: z.string().max(20_000, 'At most 20000 characters.').default(''),
    position: positionField.default(0),
  })
  .meta({ id: 'FamilyGroupPayload' });
export type FamilyGroupPayload = z.input<typeof familyGroupPayloadSchema>;

/** Create or change a member. */
export const familyMemberPayloadSchema = z
  .object({
    slug: familySlugSchema,
    /** The group's slug. */
    group: z.string({ error: required }).trim().min(1, required),
    name: z.string({ error: required }).trim().min(1, required).max(120, 'At most 120 characters.'),
    /** A picture uploaded first (`POST /api/store/admin/images/`); null for none. */
    photo_id: z
      .number({ error: 'Choose a picture.' })
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .default(null),
    role: z.string().trim().max(80, 'At most 80 characters.').default(''),
    location: z.string().trim().max(120, 'At most 120 characters.').default(''),
    wings: z
      .array(z.string().trim().min(1, required).max(60, 'At most 60 characters.'))
      .max(FAMILY_MAX_WINGS, FAMILY_MESSAGES.tooMany(FAMILY_MAX_WINGS))
      .refine(
        (wings) => new Set(wings.map((wing) => wing.toLowerCase())).size === wings.length,
        FAMILY_MESSAGES.wingTwice,
      )
      .default([]),
    bio: z.string().max(50_000, 'At most 50000 characters.').default(''),
    links: z
      .array(familyLinkPayloadSchema)
      .max(FAMILY_MAX_LINKS, FAMILY_MESSAGES.tooMany(FAMILY_MAX_LINKS))
      .default([]),
    position: positionField.default(0),
    published: z.boolean().default(true),
  })
  .meta({ id: 'FamilyMemberPayload' });
export type FamilyMemberPayload = z.input<typeof familyMemberPayloadSchema>;
