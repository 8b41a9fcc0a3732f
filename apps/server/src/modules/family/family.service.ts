import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { productPath } from '@windfamily/contract/catalog';
import {
  FAMILY_MESSAGES,
  type FamilyGroup,
  type FamilyGroupAdmin,
  type familyGroupPayloadSchema,
  type FamilyMember,
  type FamilyMemberAdmin,
  type familyMemberPayloadSchema,
  type FamilyMemberSummary,
} from '@windfamily/contract/family';
import type { Db, Tx } from '../../db/client';
import { familyGroups, familyMembers, images } from '../../db/schema';
import { isDbId, uniqueViolation } from '../../db/constraints';
import { badRequest, FieldErrors, notFound } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { isProductVisible } from '../catalog/present';
import { imageToApi, type ImageRow } from '../media/image-store';

type GroupInput = z.output<typeof familyGroupPayloadSchema>;
type MemberInput = z.output<typeof familyMemberPayloadSchema>;
type GroupRow = typeof familyGroups.$inferSelect;
type MemberRow = typeof familyMembers.$inferSelect;
type Queryable = Db | Tx;

interface MemberEntry {
  member: MemberRow;
  photo: ImageRow | null;
}

/** The category whose products a member's wings may name. */
const WINGS_CATEGORY = 'wings';

const toSummary = ({ member, photo }: MemberEntry): FamilyMemberSummary => ({
  slug: member.slug,
  name: member.name,
  photo: photo ? imageToApi(photo) : null,
  role: member.role,
  location: member.location,
  wings: member.wings,
});

const toAdmin = (entry: MemberEntry, group: GroupRow): FamilyMemberAdmin => ({
  ...toSummary(entry),
  id: entry.member.id,
  group: group.slug,
  photo_id: entry.member.photoImageId,
  bio: entry.member.bio,
  links: entry.member.links,
  position: entry.member.position,
  published: entry.member.published,
});

/**
 * The family: its groups (legends, armada, team pilots, family, staff) and their members,
 * read straight from the database, so a change by staff shows on the site at once. Only
 * published members are public; staff see and change every one.
 */
export class FamilyService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  private async loadGroups(db: Queryable, slug?: string): Promise<GroupRow[]> {
    return db
      .select()
      .from(familyGroups)
      .where(slug === undefined ? undefined : eq(familyGroups.slug, slug))
      .orderBy(asc(familyGroups.position), asc(familyGroups.id));
  }

  /** Members in group, then position order, with their photos. */
  private async loadMembers(
    db: Queryable,
    where: { groupId?: number; id?: number; slug?: string; publishedOnly?: boolean } = {},
  ): Promise<MemberEntry[]> {
    return db
      .select({ member: familyMembers, photo: images })
      .from(familyMembers)
      .leftJoin(images, eq(images.id, familyMembers.photoImageId))
      .where(
        and(
          where.groupId === undefined ? undefined : eq(familyMembers.groupId, where.groupId),
          where.id === undefined ? undefined : eq(familyMembers.id, where.id),
          where.slug === undefined ? undefined : eq(familyMembers.slug, where.slug),
          where.publishedOnly ? eq(familyMembers.published, true) : undefined,
        ),
      )
      .orderBy(asc(familyMembers.position), asc(familyMembers.name), asc(familyMembers.id));
  }

  // -------------------------------------------------------------------------
  // The site.
  // -------------------------------------------------------------------------

  private async publicGroups(slug?: string): Promise<FamilyGroup[]> {
    const groups = await this.loadGroups(this.db, slug);
    if (groups.length === 0) return [];
    const members = await this.loadMembers(this.db, {
      publishedOnly: true,
      ...(slug !== undefined ? { groupId: groups[0]!.id } : {}),
    });
    return groups.map((group) => ({
      slug: group.slug,
      name: group.name,
      description: group.description,
      members: members.filter((entry) => entry.member.groupId === group.id).map(toSummary),
    }));
  }

  /** Every group in order, each with its published members. */
  groups(): Promise<FamilyGroup[]> {
    return this.publicGroups();
  }

  /** One group with its published members; 404 when there is none with this slug. */
  async group(slug: string): Promise<FamilyGroup> {
    const [group] = await this.publicGroups(slug);
    if (!group) throw notFound();
    return group;
  }

  /** A published member; 404 when unknown or unpublished. */
  async member(slug: string): Promise<FamilyMember> {
    const [entry] = await this.loadMembers(this.db, { slug, publishedOnly: true });
    if (!entry) throw notFound();
    const [group] = await this.db
      .select()
      .from(familyGroups)
      .where(eq(familyGroups.id, entry.member.groupId));
    return {
      ...toSummary(entry),
      bio: entry.member.bio,
      links: entry.member.links,
      group: { slug: group!.slug, name: group!.name },
      wing_pages: await this.wingPages(entry.member.wings),
    };
  }

  /** The product pages of the wings named, as far as the shop has them (by name, any case). */
  private async wingPages(wings: string[]): Promise<Record<string, string>> {
    if (wings.length === 0) return {};
    const snapshot = await this.catalog.snapshot();
    const byName = new Map(
      snapshot.products
        .filter((product) => product.category.slug === WINGS_CATEGORY && isProductVisible(product))
        .map((product) => [
          product.row.name.trim().toLowerCase(),
          productPath({ category: product.category.slug, slug: product.row.slug }),
        ]),
    );
    const pages: Record<string, string> = {};
    for (const wing of wings) {
      const path = byName.get(wing.trim().toLowerCase());
      if (path) pages[wing] = path;
    }
    return pages;
  }

  /** The public pages of the family, for the sitemap. */
  async sitemap(): Promise<string[]> {
    const groups = await this.loadGroups(this.db);
    const members = await this.db
      .select({ slug: familyMembers.slug })
      .from(familyMembers)
      .where(eq(familyMembers.published, true))
      .orderBy(asc(familyMembers.slug));
    return [
      '/family',
      ...groups.map((group) => `/family/${group.slug}`),
      ...members.map((member) => `/family/member/${member.slug}`),
    ];
  }

  // -------------------------------------------------------------------------
  // The back office.
  // -------------------------------------------------------------------------

  /** Every group in order with every member, unpublished ones too. */
  async adminGroups(db: Queryable = this.db): Promise<FamilyGroupAdmin[]> {
    const groups = await this.loadGroups(db);
    const members = await this.loadMembers(db);
    return groups.map((group) => ({
      id: group.id,
      slug: group.slug,
      name: group.name,
      description: group.description,
      position: group.position,
      members: members
        .filter((entry) => entry.member.groupId === group.id)
        .map((entry) => toAdmin(entry, group)),
    }));
  }

  async updateGroup(slug: string, input: GroupInput): Promise<FamilyGroupAdmin> {
    const [updated] = await this.db
      .update(familyGroups)
      .set({ name: input.name, description: input.description, position: input.position })
      .where(eq(familyGroups.slug, slug))
      .returning({ id: familyGroups.id });
    if (!updated) throw notFound(FAMILY_MESSAGES.noFamilyGroup);
    const group = (await this.adminGroups()).find((candidate) => candidate.id === updated.id);
    return group!;
  }

  /** Every member, by group and position. */
  async adminMembers(): Promise<FamilyMemberAdmin[]> {
    return (await this.adminGroups()).flatMap((group) => group.members);
  }

  async adminMember(id: number, db: Queryable = this.db): Promise<FamilyMemberAdmin> {
    const [entry] = isDbId(id) ? await this.loadMembers(db, { id }) : [];
    if (!entry) throw notFound(FAMILY_MESSAGES.noMember);
    const [group] = await db
      .select()
      .from(familyGroups)
      .where(eq(familyGroups.id, entry.member.groupId));
    return toAdmin(entry, group!);
  }

  /** Checks a member payload; answers the group's id. */
  private async checkMember(tx: Tx, input: MemberInput, memberId?: number): Promise<number> {
    const errors = new FieldErrors();
    const [group] = await tx
      .select({ id: familyGroups.id })
      .from(familyGroups)
      .where(eq(familyGroups.slug, input.group));
    if (!group) errors.add('group', FAMILY_MESSAGES.noGroup(input.group));
    const [taken] = await tx
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(
        and(
          eq(familyMembers.slug, input.slug),
          memberId === undefined ? undefined : ne(familyMembers.id, memberId),
        ),
      );
    if (taken) errors.add('slug', FAMILY_MESSAGES.slugTaken(input.slug));
    if (input.photo_id !== null) {
      const [photo] = await tx
        .select({ id: images.id })
        .from(images)
        .where(eq(images.id, input.photo_id));
      if (!photo) errors.add('photo_id', FAMILY_MESSAGES.noPicture(input.photo_id));
    }
    errors.throwIfAny();
    return group!.id;
  }

  private memberValues(input: MemberInput, groupId: number) {
    return {
      slug: input.slug,
      groupId,
      name: input.name,
      photoImageId: input.photo_id,
      role: input.role,
      location: input.location,
      wings: input.wings,
      bio: input.bio,
      links: input.links,
      position: input.position,
      published: input.published,
    };
  }

  /** Runs a write; a second member with the same slug (a race) is the same 400 as above. */
  private async write<T>(slug: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'family_members_slug_unique') {
        const message = FAMILY_MESSAGES.slugTaken(slug);
        throw badRequest(message, { slug: [message] });
      }
      throw error;
    }
  }

  createMember(input: MemberInput): Promise<FamilyMemberAdmin> {
    return this.write(input.slug, async (tx) => {
      const groupId = await this.checkMember(tx, input);
      const [row] = await tx
        .insert(familyMembers)
        .values(this.memberValues(input, groupId))
        .returning({ id: familyMembers.id });
      return this.adminMember(row!.id, tx);
    });
  }

  updateMember(id: number, input: MemberInput): Promise<FamilyMemberAdmin> {
    return this.write(input.slug, async (tx) => {
      const [existing] = isDbId(id)
        ? await tx
            .select({ id: familyMembers.id })
            .from(familyMembers)
            .where(eq(familyMembers.id, id))
            .for('update')
        : [];
      if (!existing) throw notFound(FAMILY_MESSAGES.noMember);
      const groupId = await this.checkMember(tx, input, id);
      await tx
        .update(familyMembers)
        .set(this.memberValues(input, groupId))
        .where(eq(familyMembers.id, id));
      return this.adminMember(id, tx);
    });
  }

  async deleteMember(id: number): Promise<void> {
    const deleted = isDbId(id)
      ? await this.db
          .delete(familyMembers)
          .where(eq(familyMembers.id, id))
          .returning({ id: familyMembers.id })
      : [];
    if (deleted.length === 0) throw notFound(FAMILY_MESSAGES.noMember);
  }
}
