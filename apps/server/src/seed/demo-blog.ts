import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, socialPosts } from '../db/schema';
import type { ImageStore } from '../modules/media/image-store';
import { competitionSvg, flightSvg, socialSvg, workshopSvg } from './drawings/blog';

/** What the blog's demo needs: the database and the image pipeline. */
interface Seeder {
  db: Db;
  images: ImageStore;
}

const DAY = 24 * 3600 * 1000;

interface DemoPost {
  slug: string;
  title: string;
  teaser: string;
  body: string;
  /** How long ago it was posted, in days. */
  daysAgo: number;
  cover: { svg: () => string; alt: string };
  published?: boolean;
}

const POSTS: DemoPost[] = [
  {
    slug: 'sophie-joy-is-here',
    title: 'Sophie Joy is here',
    teaser:
      'Two years of prototypes, three hundred test flights, one wing: our new high B is ready for your first thermals of the season.',
    daysAgo: 9,
    cover: { svg: () => flightSvg('sophie-joy'), alt: 'Sophie Joy in flight over the valley' },
    body: `Two years ago we sat in the workshop with a simple question: how much cross-country
performance fits into a wing that still lets you enjoy the flight? Sophie Joy is our answer.

## What is new

- **A calmer pitch.** The profile comes from our Marlon, softened at the trailing edge. In
  rough air the wing stays above your head instead of asking you to catch it.
- **Light, not fragile.** 38 g cloth on the top surface, 32 g below, sheathed lines on the
  lower cascades. A size M weighs 4.3 kg.
- **Brakes you can feel.** The first 15 cm are soft for thermalling; after that, the wing
  turns where you look.

## Who is it for

Pilots with a season or two on a low B who want to go further without moving to a two-liner.
If you fly our Carlito today, Sophie Joy will feel familiar from the first launch.

## When can I fly one

Demo wings in sizes S, M and L are on their way to our dealers. You can
[order yours in the shop](/store/products/wings/sophie-joy) today, in the colours you like
best: design it in the colour picker first.`,
  },
  {
    slug: 'test-flights-in-the-tyrol',
    title: 'Test flights in the Tyrol',
    teaser:
      'A week of early starts above the Inn valley: our test pilots flew the last Sophie Joy prototypes through everything spring had to offer.',
    daysAgo: 38,
    cover: {
      svg: () => flightSvg('sophie-joy', { view: 'side', scene: 'evening' }),
      alt: 'A Sophie Joy prototype from three-quarters in the evening light',
    },
    body: `Every new wing leaves the workshop at least twenty times before we are happy with it.
For the last round of Sophie Joy prototypes we spent a week in the Tyrol.

## The plan

Each morning, two pilots, two prototypes, the same task. In the afternoon we swapped wings,
flew the same lines again and wrote everything down: climb rates, brake pressure, how the
wing reacted in the turbulent air behind the ridge.

## What changed

Prototype 7 had a slightly longer B-riser. It climbed well but pitched back in strong cores.
Prototype 8 went back to the shorter riser and got a new trim on the C-lines: that is the
wing you can order today.

> "The best moment was the flight back from the Zillertal: 60 km, and I was never worried."
> — Lena, test pilot

Thanks to the Hochzillertal lift staff, who let us take the first gondola every day.`,
  },
  {
    slug: 'a-day-at-the-workshop',
    title: 'A day at the workshop',
    teaser:
      'Forty panels, eight hundred metres of seams and four pairs of hands: how a wing comes together in our workshop.',
    daysAgo: 64,
    cover: { svg: () => workshopSvg(), alt: 'The cutting table in our workshop with cloth panels' },
    body: `Many of you ask where your wing is made. The answer: twenty metres from the office,
in a workshop that smells of coffee and cloth.

## Cutting

The day starts at the cutting table. The cloth comes in rolls of 100 metres; the plotter
cuts every panel with its seam allowance and its number. A size M Sophie Joy has 94 of them.

## Sewing

Three of our colleagues sew the top and bottom surfaces, then the ribs. Each seam is checked
before the next one starts: a wrong panel found now costs ten minutes, found later a day.

## Lines and trimming

The lines are measured under load, sewn, and checked again after the first flight. Every
wing is trimmed to its line plan before it leaves the house: you find the plan on our
downloads page.

Want to see it for yourself? Write to us, and bring your wing for its next check.`,
  },
  {
    slug: 'carlito-wins-the-fun-cup',
    title: 'Carlito pilots take the Fun Cup',
    teaser:
      'Three of the five fastest pilots of this year’s Fun Cup flew a Carlito. Congratulations, and thank you for the photos!',
    daysAgo: 95,
    cover: {
      svg: () => competitionSvg(),
      alt: 'Wings circling in a thermal above the goal of the competition',
    },
    body: `The Fun Cup is a competition for low and mid B wings only, and the most relaxed race of
the year. Four tasks in five days, between 35 and 70 km.

## The results

| Place | Pilot | Wing |
| --- | --- | --- |
| 1 | Marco R. | Carlito M |
| 2 | Julia S. | Carlito S |
| 3 | Tom W. | another brand's B |
| 4 | Anna K. | Carlito L |
| 5 | Pierre D. | Emilie Peace 2 |

## Why it worked

The third task crossed a long valley with a strong headwind. The Carlito is not the
fastest wing on a glide, but it is an easy wing to push on full bar, and those who did made
goal.

See you next year: we will bring demo wings.`,
  },
  {
    slug: 'spring-check-your-wing',
    title: 'Spring check: is your wing ready?',
    teaser:
      'Before the first thermals: five things to look at on your wing, and when it is time for a full check in the workshop.',
    daysAgo: 128,
    cover: {
      svg: () => flightSvg('emilie-peace2'),
      alt: 'Emilie Peace 2 in a clear sky above the mountains',
    },
    body: `The season starts soon. Before you run down the first launch, take an hour with your
wing on a clean meadow.

1. **The cloth.** Look for small holes and worn spots near the leading edge.
2. **The lines.** Run every line through your fingers: a knot, a stiff spot or a damaged
   sheath is a reason to replace it.
3. **The risers.** Check the maillons and the speed system pulleys.
4. **The trim.** If launching felt different last autumn, let us measure your lines.
5. **The reserve.** Repacked within the last six months?

A full check is due every two years or 150 hours, whichever comes first. Send your wing to
the workshop and it comes back within ten days, with a report.`,
  },
  {
    slug: 'dent-de-lion-hike-and-fly',
    title: 'Hike & fly with the Dent de Lion',
    teaser: 'Up on foot, down on the wing: four summits in two days with 2.9 kg on our backs.',
    daysAgo: 170,
    cover: {
      svg: () => flightSvg('dent-de-lion', { view: 'side' }),
      alt: 'Dent de Lion from three-quarters above a ridge',
    },
    body: `Our colleague Sara took the Dent de Lion on a weekend of hike & fly in the Bernese
Oberland. Her pack: the wing, a light harness, a reserve, water and a sandwich. 7.5 kg.

## Day one

From Lauterbrunnen up to the Schilthorn ridge in four hours, a glide to Mürren, up again,
and a long glide into the evening valley.

## Day two

Wind from the north, so a short flight and a long walk. The wing packed small enough to fit
into the gondola's luggage rack on the way down.

The Dent de Lion is not a wing for long cross-country flights. For everything else in the
mountains, it is the one we take.`,
  },
  {
    slug: 'marlon-two-liner-update',
    title: 'Marlon: new risers for the two-liner',
    teaser:
      'From this month every Marlon comes with new risers: a lighter speed system and a clearer B-handle.',
    daysAgo: 215,
    cover: { svg: () => flightSvg('marlon'), alt: 'Marlon in flight, seen from the front' },
    body: `Since the launch of the Marlon, pilots asked us for one thing above all: a B-handle they
find without looking. The new risers have it, and the speed system runs on ball-bearing
pulleys.

The new risers fit every Marlon ever made. If you fly an older one, ask for the upgrade
when your wing comes in for its check.`,
  },
  {
    slug: 'winter-opening-hours',
    title: 'Winter opening hours',
    teaser: 'The workshop is open on weekdays only until March.',
    daysAgo: 2,
    published: false,
    cover: { svg: () => workshopSvg({ width: 1600 }), alt: 'Our workshop' },
    body: `From December to March the workshop is open Monday to Friday, 9:00 to 17:00. Checks
take a little longer in winter: count on two weeks.`,
  },
];

interface DemoSocialPost {
  caption: string;
  link: string;
  daysAgo: number;
  picture: () => string;
  alt: string;
}

const SOCIAL: DemoSocialPost[] = [
  {
    caption: 'First flights with the final Sophie Joy. Smiles all round.',
    link: 'https://www.instagram.com/p/windfamily-sophie-joy-first/',
    daysAgo: 6,
    picture: () => socialSvg(['sophie-joy']),
    alt: 'Sophie Joy in a blue sky',
  },
  {
    caption: 'Evening session with the team. Who spots the Carlito?',
    link: 'https://www.instagram.com/p/windfamily-evening-session/',
    daysAgo: 14,
    picture: () => socialSvg(['mistral', 'carlito', 'thermik'], { scene: 'evening' }),
    alt: 'Three wings in the evening sky',
  },
  {
    caption: 'Hike & fly weekend: four summits, one Dent de Lion.',
    link: 'https://www.instagram.com/p/windfamily-hike-and-fly/',
    daysAgo: 29,
    picture: () => socialSvg(['dent-de-lion']),
    alt: 'Dent de Lion above the ridge',
  },
  {
    caption: 'School days: the Emilie Peace 2 takes another class into the air.',
    link: 'https://www.instagram.com/p/windfamily-school-days/',
    daysAgo: 47,
    picture: () => socialSvg(['emilie-peace2', 'emilie-peace2'], { seed: 47 }),
    alt: 'Two school wings in the sky',
  },
  {
    caption: 'Fun Cup, task 3: goal! Congratulations to everyone who made it.',
    link: 'https://www.instagram.com/p/windfamily-fun-cup-goal/',
    daysAgo: 93,
    picture: () => socialSvg(['carlito', 'foehn', 'marlon'], { seed: 93 }),
    alt: 'Wings circling in a thermal',
  },
  {
    caption: 'Marlon on its way to a long line on the map.',
    link: 'https://www.instagram.com/p/windfamily-marlon-xc/',
    daysAgo: 120,
    picture: () => socialSvg(['marlon'], { scene: 'evening' }),
    alt: 'Marlon in the evening light',
  },
];

async function picture(seeder: Seeder, svg: string, alt: string): Promise<number> {
  const row = await seeder.images.save(Buffer.from(svg), {
    allowSvg: true,
    alt,
    originalName: `${alt}.svg`,
  });
  return row.id;
}

/**
 * The demo blog: posts of the last months (one of them a draft) with drawn covers, and the
 * social account's latest posts. Idempotent: a post is known by its slug, a social post by
 * its link; nothing seeded before is changed.
 */
export async function seedDemoBlog(seeder: Seeder, now = new Date()): Promise<void> {
  const { db } = seeder;
  for (const post of POSTS) {
    const [known] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, post.slug));
    if (known) continue;
    const created = new Date(now.getTime() - post.daysAgo * DAY);
    await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        title: post.title,
        teaser: post.teaser,
        body: post.body,
        coverImageId: await picture(seeder, post.cover.svg(), post.cover.alt),
        published: post.published ?? true,
        createdAt: created,
        updatedAt: created,
      })
      .onConflictDoNothing({ target: blogPosts.slug });
  }
  for (const social of SOCIAL) {
    const [known] = await db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(eq(socialPosts.link, social.link));
    if (known) continue;
    await db.insert(socialPosts).values({
      imageId: await picture(seeder, social.picture(), social.alt),
      caption: social.caption,
      link: social.link,
      postedOn: new Date(now.getTime() - social.daysAgo * DAY).toISOString().slice(0, 10),
    });
  }
}
