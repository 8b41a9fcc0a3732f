import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FamilyGroup,
  FamilyGroupAdmin,
  FamilyGroupAdminList,
  FamilyGroupList,
  FamilyMember,
  FamilyMemberAdmin,
  FamilyMemberAdminList,
  FamilyMemberPayload,
} from '@windfamily/contract/family';
import { familyGroups, familyMembers, images } from '../../db/schema';
import { DEMO_FAMILY, seedDemoFamily } from '../../seed/demo-family';
import { seedCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { expectApiError, loggedInClient } from '../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let visitor: TestClient;

const seed = () =>
  seedDemoFamily(
    { db: t.app.services.database.db, images: t.app.services.images },
    { images: false },
  );

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t);
  await seed();
  staff = (await loggedInClient(t, 'staff')).client;
  customer = (await loggedInClient(t, 'customer')).client;
  visitor = new TestClient(t.app);
});
afterAll(async () => t.close());

const put = (client: TestClient, url: string, body: Record<string, unknown>) =>
  client.request('PUT', url, body);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

let counter = 0;
const uniqueSlug = () => `member-test-${process.pid}-${(counter += 1)}`;

/** A picture row to point at (the API only needs its id). */
async function pictureId(): Promise<number> {
  const [row] = await t.app.services.database.db
    .insert(images)
    .values({
      key: `test-${randomBytes(8).toString('hex')}`,
      width: 640,
      height: 640,
      widths: [320, 640],
      fallbackFormat: 'png',
      alt: 'A portrait',
    })
    .returning({ id: images.id });
  return row!.id;
}

const memberPayload = (overrides: Partial<FamilyMemberPayload> = {}): FamilyMemberPayload => ({
  slug: uniqueSlug(),
  group: 'teampilots',
  name: 'Vroni Kofler',
  photo_id: null,
  role: 'Ambassador, paramotor',
  location: 'Kitzbühel, Austria',
  wings: ['Carlito', 'Some Old Wing'],
  bio: 'Flies **every** morning.',
  links: [{ label: 'Instagram', url: 'https://www.instagram.com/vroni' }],
  position: 5,
  published: true,
  ...overrides,
});

async function createMember(overrides: Partial<FamilyMemberPayload> = {}) {
  const response = await staff.post('/api/family/admin/members/', memberPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FamilyMemberAdmin>();
}

async function memberCount(): Promise<number> {
  const [row] = await t.app.services.database.db.select({ n: count() }).from(familyMembers);
  return row!.n;
}

describe('GET /api/family/groups/', () => {
  it('answers every group in order with its published members, with and without the slash', async () => {
    const response = await visitor.get('/api/family/groups/');
    expect(response.statusCode).toBe(200);
    const { groups } = response.json<FamilyGroupList>();
    expect(groups.map((group) => [group.slug, group.name])).toEqual([
      ['legends', 'Legends'],
      ['armada', 'Armada'],
      ['teampilots', 'Ambassadors'],
      ['family', 'Family'],
      ['staff', 'Staff'],
    ]);
    for (const group of groups) {
      expect(group.members.length).toBeGreaterThanOrEqual(2);
      expect(group.members.length).toBeLessThanOrEqual(4);
      expect(group.description.length).toBeGreaterThan(40);
    }
    expect(groups[0]!.members[0]).toEqual({
      slug: 'sepp-rainer',
      name: 'Sepp Rainer',
      photo: null,
      role: 'Founding test pilot',
      location: 'Kössen, Austria',
      wings: ['Carlito', 'Marlon'],
    });
    expect((await visitor.get('/api/family/groups')).json()).toEqual(response.json());
  });
});

describe('GET /api/family/groups/{slug}', () => {
  it('answers one group with its members in order', async () => {
    const response = await visitor.get('/api/family/groups/staff');
    expect(response.statusCode).toBe(200);
    const group = response.json<FamilyGroup>();
    expect(group.name).toBe('Staff');
    expect(group.members.map((member) => member.slug)).toEqual([
      'lena-moser',
      'peter-kranz',
      'sara-huber',
    ]);
    expect((await visitor.get('/api/family/groups/staff/')).statusCode).toBe(200);
  });

  it('is a 404 Not Found for an unknown group', async () => {
    for (const slug of ['nobody', 'STAFF', '%20', 'a'.repeat(90)]) {
      const response = await visitor.get(`/api/family/groups/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
  });
});

describe('GET /api/family/member/{slug}', () => {
  it('answers a member with bio, links, group and the shop pages of the wings they fly', async () => {
    const response = await visitor.get('/api/family/member/lukas-hofer');
    expect(response.statusCode).toBe(200);
    const member = response.json<FamilyMember>();
    expect(member).toMatchObject({
      slug: 'lukas-hofer',
      name: 'Lukas Hofer',
      role: 'Competition pilot',
      location: 'Innsbruck, Austria',
      wings: ['Marlon', 'Emilie Peace 2'],
      group: { slug: 'armada', name: 'Armada' },
      wing_pages: {
        Marlon: '/store/products/wings/marlon',
        'Emilie Peace 2': '/store/products/wings/emilie-peace2',
      },
    });
    expect(member.bio).toContain('World Cup');
    expect(member.links).toHaveLength(2);
  });

  it('links only the wings the shop has', async () => {
    const member = (await visitor.get('/api/family/member/jean-marc-perrin')).json<FamilyMember>();
    expect(member.wings).toEqual(['Carlito', 'Fritz Classic']);
    expect(member.wing_pages).toEqual({ Carlito: '/store/products/wings/carlito' });
  });

  it('is a 404 Not Found for an unknown or unpublished member', async () => {
    const hidden = await createMember({ published: false });
    for (const slug of ['nobody', hidden.slug]) {
      const response = await visitor.get(`/api/family/member/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
    // Nor is an unpublished member on the group pages.
    const group = (await visitor.get('/api/family/groups/teampilots')).json<FamilyGroup>();
    expect(group.members.map((member) => member.slug)).not.toContain(hidden.slug);
  });
});

describe('the seed', () => {
  it('adds nothing the second time, and leaves what staff changed', async () => {
    const before = await memberCount();
    const [sepp] = await t.app.services.database.db
      .update(familyMembers)
      .set({ role: 'Chief test pilot' })
      .where(eq(familyMembers.slug, 'sepp-rainer'))
      .returning();
    await seed();
    expect(await memberCount()).toBe(before);
    const [again] = await t.app.services.database.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, sepp!.id));
    expect(again!.role).toBe('Chief test pilot');
    expect(await t.app.services.database.db.select().from(familyGroups)).toHaveLength(5);
    expect(DEMO_FAMILY.length).toBeGreaterThanOrEqual(10);
  });
});

describe('the staff API', () => {
  const ADMIN_CALLS: [Method, string, Record<string, unknown>?][] = [
    ['GET', '/api/family/admin/groups/'],
    ['PUT', '/api/family/admin/groups/staff', { name: 'Crew' }],
    ['GET', '/api/family/admin/members/'],
    ['POST', '/api/family/admin/members/', {}],
    ['GET', '/api/family/admin/members/1'],
    ['PUT', '/api/family/admin/members/1', {}],
    ['DELETE', '/api/family/admin/members/1'],
  ];

  it('is for staff only: 401 for visitors, 403 for customers, and nothing changes', async () => {
    const before = await memberCount();
    for (const [method, url, body] of ADMIN_CALLS) {
      expectApiError(
        await visitor.request(method, url, body ?? (method === 'GET' ? undefined : {})),
        401,
      );
      expectApiError(
        await customer.request(method, url, body ?? (method === 'GET' ? undefined : {})),
        403,
      );
    }
    expect(await memberCount()).toBe(before);
    const group = (await visitor.get('/api/family/groups/staff')).json<FamilyGroup>();
    expect(group.name).toBe('Staff');
  });

  it('refuses a write without the CSRF token', async () => {
    const response = await staff.post('/api/family/admin/members/', memberPayload(), {
      csrf: false,
    });
    expectApiError(response, 403);
  });

  it('lists every group with every member, unpublished ones too', async () => {
    const hidden = await createMember({ published: false, group: 'family' });
    const { groups } = (await staff.get('/api/family/admin/groups/')).json<FamilyGroupAdminList>();
    expect(groups.map((group) => group.slug)).toEqual([
      'legends',
      'armada',
      'teampilots',
      'family',
      'staff',
    ]);
    const family = groups.find((group) => group.slug === 'family')!;
    expect(family.members.find((member) => member.id === hidden.id)).toMatchObject({
      published: false,
      group: 'family',
    });
    const { members } = (
      await staff.get('/api/family/admin/members/')
    ).json<FamilyMemberAdminList>();
    expect(members.map((member) => member.id)).toContain(hidden.id);
  });
});

describe('PUT /api/family/admin/groups/{slug}', () => {
  it("changes a group's name, description and order, on the site at once", async () => {
    const response = await put(staff, '/api/family/admin/groups/legends', {
      name: 'Our Legends',
      description: 'The **first** pilots.',
      position: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FamilyGroupAdmin>()).toMatchObject({
      slug: 'legends',
      name: 'Our Legends',
      position: 99,
    });
    const { groups } = (await visitor.get('/api/family/groups/')).json<FamilyGroupList>();
    expect(groups.at(-1)).toMatchObject({
      slug: 'legends',
      name: 'Our Legends',
      description: 'The **first** pilots.',
    });
    await put(staff, '/api/family/admin/groups/legends', {
      name: 'Legends',
      description: 'Back.',
      position: 0,
    });
  });

  it('is a 404 for an unknown group and a 400 for a bad payload, changing nothing', async () => {
    expectApiError(await put(staff, '/api/family/admin/groups/nobody', { name: 'X' }), 404);
    const bad = expectApiError(
      await put(staff, '/api/family/admin/groups/staff', { name: ' ', position: -1 }),
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['name', 'position']);
    const group = (await visitor.get('/api/family/groups/staff')).json<FamilyGroup>();
    expect(group.name).toBe('Staff');
  });
});

describe('POST /api/family/admin/members/', () => {
  it('adds a member with a photo, shown on the site at once', async () => {
    const photo = await pictureId();
    const member = await createMember({ slug: 'vroni-kofler', photo_id: photo });
    expect(member).toMatchObject({
      slug: 'vroni-kofler',
      group: 'teampilots',
      photo_id: photo,
      photo: { id: photo, alt: 'A portrait' },
      published: true,
      links: [{ label: 'Instagram', url: 'https://www.instagram.com/vroni' }],
    });
    const page = (await visitor.get('/api/family/member/vroni-kofler')).json<FamilyMember>();
    expect(page).toMatchObject({
      name: 'Vroni Kofler',
      group: { slug: 'teampilots', name: 'Ambassadors' },
      wing_pages: { Carlito: '/store/products/wings/carlito' },
    });
    expect(page.photo?.webp).toMatch(/^\/media\/images\/test-\w+\/640\.webp$/);
  });

  it('answers field errors for a bad member, and adds nothing', async () => {
    const before = await memberCount();
    const response = await staff.post('/api/family/admin/members/', {
      slug: 'Not A Slug',
      group: 'teampilots',
      name: '',
      wings: ['Carlito', 'carlito'],
      links: [{ label: 'Site', url: 'javascript:alert(1)' }],
      published: 'yes',
    });
    const body = expectApiError(response, 400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['links.0.url', 'name', 'published', 'slug', 'wings'].sort(),
    );
    expect(body.errors?.['links.0.url']).toEqual([
      'Enter a web address starting with http:// or https://.',
    ]);
    expect(body.errors?.slug).toEqual(['Only lower-case letters, digits and - (e.g. lena-moser).']);
    expect(await memberCount()).toBe(before);
  });

  it('refuses an unknown group, a missing photo and a slug in use', async () => {
    const before = await memberCount();
    const response = await staff.post(
      '/api/family/admin/members/',
      memberPayload({ slug: 'lena-moser', group: 'pets', photo_id: 2_000_000 }),
    );
    expectApiError(response, 400, {
      slug: ["Another member has the address 'lena-moser' already."],
      group: ["There is no group 'pets'."],
      photo_id: ['There is no picture 2000000. Upload it first.'],
    });
    expect(await memberCount()).toBe(before);
  });

  it('refuses other links than http(s) and too many of them', async () => {
    for (const url of ['ftp://example.com', 'mailto:a@b.c', 'https://', 'https://exa mple.com'])
      expectApiError(
        await staff.post(
          '/api/family/admin/members/',
          memberPayload({ links: [{ label: 'X', url }] }),
        ),
        400,
      );
    const many = Array.from({ length: 11 }, (_, i) => ({
      label: `L${i}`,
      url: `https://example.com/${i}`,
    }));
    expectApiError(
      await staff.post('/api/family/admin/members/', memberPayload({ links: many })),
      400,
      { links: ['At most 10.'] },
    );
  });
});

describe('PUT and DELETE /api/family/admin/members/{id}', () => {
  it('changes a member, moves them to another group and unpublishes them', async () => {
    const member = await createMember();
    const response = await put(staff, `/api/family/admin/members/${member.id}`, {
      ...memberPayload({ slug: member.slug }),
      name: 'Vroni K.',
      group: 'staff',
      wings: [],
      links: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FamilyMemberAdmin>()).toMatchObject({
      name: 'Vroni K.',
      group: 'staff',
      wings: [],
    });
    const staffGroup = (await visitor.get('/api/family/groups/staff')).json<FamilyGroup>();
    expect(staffGroup.members.map((m) => m.slug)).toContain(member.slug);

    await put(staff, `/api/family/admin/members/${member.id}`, {
      ...memberPayload({ slug: member.slug }),
      published: false,
    });
    expect((await visitor.get(`/api/family/member/${member.slug}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/family/admin/members/${member.id}`)).json()).toMatchObject({
      published: false,
    });
  });

  it('is a 404 for an unknown member and a 400 for a bad id or payload', async () => {
    const member = await createMember();
    expectApiError(await put(staff, '/api/family/admin/members/999999', memberPayload()), 404);
    expectApiError(await staff.get('/api/family/admin/members/999999'), 404);
    expectApiError(await staff.get('/api/family/admin/members/abc'), 400);
    expectApiError(await put(staff, '/api/family/admin/members/99999999999', memberPayload()), 400);
    expectApiError(
      await put(
        staff,
        `/api/family/admin/members/${member.id}`,
        memberPayload({ slug: 'sara-huber' }),
      ),
      400,
      { slug: ["Another member has the address 'sara-huber' already."] },
    );
    const same = (await staff.get(`/api/family/admin/members/${member.id}`)).json<unknown>();
    expect(same).toEqual(member);
  });

  it('deletes a member: their page is gone, a second delete is a 404', async () => {
    const member = await createMember();
    const response = await del(staff, `/api/family/admin/members/${member.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await visitor.get(`/api/family/member/${member.slug}`)).statusCode).toBe(404);
    expectApiError(await del(staff, `/api/family/admin/members/${member.id}`), 404);
    expectApiError(await del(staff, '/api/family/admin/members/0'), 400);
  });
});
