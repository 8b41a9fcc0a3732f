import { eq } from 'drizzle-orm';
import { MAIN_PAGE_SLUG } from '@windfamily/contract/content';
import type { Db } from '../db/client';
import { contentBlockCollections, contentBlockImages, contentBlocks, pages } from '../db/schema';
import type { ImageStore } from '../modules/media/image-store';
import { WING_DESIGNS, type WingDesignName, wingSvg } from './drawings';

interface Seeder {
  db: Db;
  images: ImageStore;
}

const HOME_BLOCKS: {
  title: string;
  subtitle: string;
  link: string;
  /** A video shown with the picture as its poster. */
  video?: string;
  wing: WingDesignName;
  styling: { css: string; css_mobile: string; css_desktop: string };
}[] = [
  {
    title: 'Sewn in the Alps',
    subtitle:
      'Every wing is cut, sewn and checked in our workshop in Telfs, by people who fly it the same evening.',
    link: '/about/',
    wing: 'emilie-peace2',
    styling: { css: 'object-fit: cover', css_mobile: 'max-height: 240px', css_desktop: '' },
  },
  {
    title: 'Your colours, your wing',
    subtitle:
      'Pick the cloth for every panel in the colour picker and we build your wing in exactly those colours.',
    link: '/colorpicker',
    wing: 'carlito',
    styling: { css: 'object-fit: cover', css_mobile: '', css_desktop: 'object-position: top' },
  },
  {
    title: 'Fly one before you buy',
    subtitle:
      'Book a test wing for a weekend at one of our partner schools, or come to a test day at the Hohe Munde.',
    link: '/wanna_try/',
    video: '/video/hero-desktop.mp4',
    wing: 'dent-de-lion',
    styling: { css: 'object-fit: cover', css_mobile: '', css_desktop: '' },
  },
];

const PAGES: { slug: string; title: string; seo: string; content: string }[] = [
  {
    slug: 'about',
    title: 'About us',
    seo: 'A small paraglider maker in the Tyrol: who we are, how we build our wings, and why.',
    content: `## Pilots who build wings

We started in a garage in Telfs in 2009, with a sewing machine, a borrowed cutting table and the
idea that a wing should be designed by the people who fly it every day. Today we are eleven,
still in Telfs, and every one of us flies.

## How a wing is made

Each model is drawn, cut and sewn here. A prototype flies for a season before it goes to the
certification lab, and every production wing is checked line by line and test flown before it
leaves the workshop.

- **Cloth** from European mills, chosen for how it ages, not only how it weighs.
- **Lines** measured under load and trimmed by hand.
- **Repairs and checks** in the same workshop, for as long as you fly your wing.

## Come and see us

The workshop is open on Fridays from 14:00 to 18:00. Bring your wing, your questions, or both.
See the [contact page](/contact/) for the address.`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    seo: 'Write to us, call us or visit the workshop in Telfs, Tyrol.',
    content: `## Workshop and office

Windfamily Flugsport GmbH\\
Werkstattweg 1\\
6410 Telfs, Austria

Phone: +43 5262 12345\\
E-mail: [hello@windfamily.example](mailto:hello@windfamily.example)

## Opening hours

| Day | Hours |
| --- | --- |
| Monday to Thursday | 08:00 – 17:00 |
| Friday | 08:00 – 18:00, workshop open to visitors from 14:00 |
| Weekends | flying |

Questions about a size, an order or a repair? Use the form below: we answer within two working days.`,
  },
  {
    slug: 'imprint',
    title: 'Imprint',
    seo: 'Legal information about Windfamily Flugsport GmbH.',
    content: `## Company

Windfamily Flugsport GmbH\\
Werkstattweg 1, 6410 Telfs, Austria

Commercial register: FN 123456a, Landesgericht Innsbruck\\
VAT number: ATU12345678\\
Managing director: Martina Kogler

## Supervisory authority

Bezirkshauptmannschaft Innsbruck. Member of the Austrian Chamber of Commerce (WKO Tirol).

## Dispute resolution

The European Commission provides a platform for online dispute resolution at
[ec.europa.eu/consumers/odr](https://ec.europa.eu/consumers/odr). We are neither obliged nor
willing to take part in dispute resolution before a consumer arbitration board.

## Web statistics

We count our page views ourselves, without cookies and without any other company: the page
you see, the site you came from, the campaign of the link, your country, the kind of device and
browser. Your address is used only to tell one visitor from another for a day, through a code
that changes every night and cannot be traced back; it is never stored. Nothing is counted when
your browser sends Do-Not-Track or Global Privacy Control.`,
  },
  {
    slug: 'wanna_try',
    title: 'Try our Wings',
    seo: 'Test a Windfamily wing at a partner school or at one of our test days.',
    content: `## Test days

Twice a month from April to October we bring every model in every size to a test day. Fly as
many as you like; we help with the set-up and listen to what you think.

- **Hohe Munde, Telfs**: first and third Saturday of the month
- **Greifenburg**: during the Drau valley open week in July

## Partner schools

Our partner schools keep test wings you can book for a weekend: ask your school, or write to
us and we find the nearest one.

## See it first

Watch Emilie Peace 2 in a spring thermal over the Inn valley:
https://www.youtube.com/watch?v=M7lc1UVf-VE

Or the short version from launch: https://youtu.be/aqz-KE-bpKQ`,
  },
  {
    slug: 'size',
    title: 'Which size to choose?',
    seo: 'How to pick the right size of paraglider from your all-up weight.',
    content: `## Start from your all-up weight

Your all-up weight is you, dressed to fly, plus harness, reserve, wing and everything you carry.
Weigh it once, with a full hydration pack: most pilots are surprised.

## Where in the range?

| You fly mostly | Aim for |
| --- | --- |
| Light thermals, soaring, small sites | the upper half of the range |
| Strong Alpine thermals, cross-country | the middle of the range |
| Windy coasts, first flights after a break | the middle to upper half |

Each product page shows the weight range of every size. Between two sizes? Write to us with
your weight and where you fly, and we tell you honestly what we would fly.

## Between sizes

A wing loaded near the top of its range is faster, more dynamic and more precise; near the
bottom it climbs better in weak air but moves more in turbulence.`,
  },
  {
    slug: 'links',
    title: 'Friends',
    seo: 'Schools, clubs and places we like to fly.',
    content: `## Schools we work with

- [Flugschule Hohe Munde](https://example.com/hohe-munde): tandem flights and courses in Telfs
- [Drau Valley Paragliding](https://example.com/drau-valley): cross-country camps in Greifenburg

## Weather

- [Alpine foehn diagram](https://example.com/foehn)
- [Soaring forecast for the Alps](https://example.com/soaring-forecast)

## Clubs

- Tiroler Drachen- und Gleitschirmclub
- Paragliding Club Inntal`,
  },
  {
    slug: MAIN_PAGE_SLUG,
    title: 'Home',
    seo: 'Paragliding wings made by pilots, for pilots, in the Tyrol.',
    content: '',
  },
];

/**
 * The demo site's pages (about, contact, imprint, try our wings, sizes, friends, and the
 * home page with its content blocks), idempotently: existing pages are left as staff left them.
 */
export async function seedDemoContent(
  seeder: Seeder,
  options: { images?: boolean } = {},
): Promise<void> {
  const { db } = seeder;
  const [existing] = await db
    .select({ id: contentBlockCollections.id })
    .from(contentBlockCollections)
    .where(eq(contentBlockCollections.slug, MAIN_PAGE_SLUG));
  let collectionId = existing?.id;
  if (collectionId === undefined) {
    const [created] = await db
      .insert(contentBlockCollections)
      .values({ slug: MAIN_PAGE_SLUG, name: 'Home page' })
      .returning({ id: contentBlockCollections.id });
    collectionId = created!.id;
    for (const [position, block] of HOME_BLOCKS.entries()) {
      const [row] = await db
        .insert(contentBlocks)
        .values({
          collectionId,
          position,
          title: block.title,
          subtitle: block.subtitle,
          link: block.link,
          video: block.video ?? '',
        })
        .returning({ id: contentBlocks.id });
      if (options.images === false) continue;
      const image = await seeder.images.save(
        Buffer.from(wingSvg({ ...WING_DESIGNS[block.wing], view: 'flying' })),
        { allowSvg: true, alt: block.title, originalName: `${block.wing}.svg` },
      );
      await db.insert(contentBlockImages).values({
        blockId: row!.id,
        imageId: image.id,
        css: block.styling.css,
        cssMobile: block.styling.css_mobile,
        cssDesktop: block.styling.css_desktop,
      });
    }
  }
  await db
    .insert(pages)
    .values(
      PAGES.map((page) => ({
        slug: page.slug,
        title: page.title,
        content: page.content,
        seoDescription: page.seo,
        published: true,
        blockCollectionId: page.slug === MAIN_PAGE_SLUG ? collectionId : null,
      })),
    )
    .onConflictDoNothing({ target: pages.slug });
}
