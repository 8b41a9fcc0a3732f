import { familyApiPaths, SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import type { FamilyGroupList, FamilyMember } from '@windfamily/contract/family';
import { FAMILY_MEMBER_PHOTO_SIZES, FAMILY_PORTRAIT_SIZES } from '@windfamily/contract/image-sizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFamily } from '../../seed/demo-family';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { preloadedOf, standInWebBuild } from '../../test/web-pages';
import { familyPageMeta, plainSummary } from './page-meta';
import { familyPageOf, familyPagePreloads } from './page-preloads';

// The family's pages of a stand-in web build, with the demo family and its portraits.
const dist = standInWebBuild();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir: dist.dir });
  await seedDemoFamily({ db: t.app.services.database.db, images: t.app.services.images });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('the family pages', () => {
  it('are told apart by their paths', () => {
    expect(familyPageOf('/family')).toEqual({ kind: 'groups' });
    expect(familyPageOf('/family/')).toEqual({ kind: 'groups' });
    expect(familyPageOf('/family/legends')).toEqual({ kind: 'group', slug: 'legends' });
    expect(familyPageOf('/family/member/anna-pichler')).toEqual({
      kind: 'member',
      slug: 'anna-pichler',
    });
    expect(familyPageOf('/family/member')).toBeUndefined();
    expect(familyPageOf('/family/a/b')).toBeUndefined();
    expect(familyPageOf('/store/family')).toBeUndefined();
    expect(familyPagePreloads.calls('/about', 'at')).toEqual([]);
  });

  it('come with their group, as the API answers it, and fetch the first portrait early', async () => {
    const client = new TestClient(t.app);
    const page = await client.get('/family');
    expect(page.statusCode).toBe(200);
    const answers = preloadedOf(page.body);
    expect(Object.keys(answers).sort()).toEqual(
      [
        SHELL_API_PATHS.cart,
        SHELL_API_PATHS.currentUser,
        SHELL_API_PATHS.status,
        familyApiPaths.groups(),
      ].sort(),
    );
    const live = await client.get(familyApiPaths.groups());
    expect(answers[familyApiPaths.groups()]).toEqual({ status: 200, body: live.json<unknown>() });
    const first = live.json<FamilyGroupList>().groups[0]!.members[0]!.photo!;
    expect(first.webp).toMatch(/^\/media\/images\/\w+\/640\.webp$/);
    expect(page.body).toContain(
      `imagesrcset="${first.webp_srcset}" imagesizes="${FAMILY_PORTRAIT_SIZES}"`,
    );
    expect(page.body).toContain('<title>DEV Windfamily | Family</title>');

    const group = await client.get('/family/teampilots');
    expect(preloadedOf(group.body)[familyApiPaths.groups('teampilots')]?.status).toBe(200);
    expect(group.body).toContain('<meta property="og:title" content="Ambassadors" />');
  });

  it("of a member come with the member, their portrait and the member's meta", async () => {
    const client = new TestClient(t.app);
    const page = await client.get('/family/member/anna-pichler');
    const answer = preloadedOf(page.body)[familyApiPaths.member('anna-pichler')];
    expect(answer?.status).toBe(200);
    const member = answer!.body as FamilyMember;
    expect(member.photo?.alt).toBe('Portrait of Anna Pichler');
    expect(page.body).toContain(
      `imagesrcset="${member.photo!.webp_srcset}" imagesizes="${FAMILY_MEMBER_PHOTO_SIZES}"`,
    );
    expect(page.body).toContain('<title>DEV Windfamily | Anna Pichler</title>');
    expect(page.body).toContain(
      '<meta property="og:description" content="Ambassador, hike &amp; fly, Zell am See, Austria" />',
    );
    expect(page.body).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.test\/media\/images\/\w+\/640\.(?:jpg|png)" \/>/,
    );
  });

  it('of an unknown member carry the 404 and no meta of their own', async () => {
    const page = await new TestClient(t.app).get('/family/member/nobody');
    expect(page.statusCode).toBe(404);
    expect(preloadedOf(page.body)[familyApiPaths.member('nobody')]).toEqual({
      status: 404,
      body: { detail: 'Not Found' },
    });
    expect(page.body).toContain('<title>DEV Windfamily</title>');
    const meta = familyPageMeta(t.app.services.family, { brand: 'Windfamily' });
    expect(await meta('/family/nobody')).toBeUndefined();
    expect(await meta('/family/staff')).toMatchObject({ title: 'Staff' });
  });
});

describe('the sitemap', () => {
  it('lists the family page, every group and every published member', async () => {
    const sitemap = (await new TestClient(t.app).get('/sitemap.xml')).body;
    for (const path of ['/family', '/family/teampilots', '/family/member/anna-pichler'])
      expect(sitemap).toContain(`<loc>http://shop.test${path}</loc>`);
  });
});

describe('plainSummary', () => {
  it('turns Markdown into a short plain sentence', () => {
    expect(plainSummary('## Hello\n\n**Bold** and [a link](https://x.y).')).toBe(
      'Hello Bold and a link.',
    );
    const long = plainSummary('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
