import { eq } from 'drizzle-orm';
import { FAMILY_GROUPS } from '@windfamily/contract/family';
import type { Db } from '../db/client';
import { familyGroups, familyMembers, type MemberLink } from '../db/schema';
import type { ImageStore } from '../modules/media/image-store';
import { type PortraitOptions, portraitSvg } from './drawings/portrait';

type GroupSlug = (typeof FAMILY_GROUPS)[number]['slug'];

const GROUP_DESCRIPTIONS: Record<GroupSlug, string> = {
  legends:
    'They flew our first prototypes off the Hahnenkamm when a wing still weighed seven kilos. Without them none of our wings would exist: **thank you** for the hours, the crashes and the ideas.',
  armada:
    'Our competition and cross-country pilots. They fly our wings at their limits, from the Alpine Open to the long days in the Pinzgau, and bring back what we need to make the next one better.',
  teampilots:
    'Pilots who fly our wings every week and share it: at their flying sites, on tandem flights, in videos and at the test days. Ask them: they tell you straight what a wing is like.',
  family:
    'Flight instructors, friends and partners who test school wings with us, host our demo days and look after the pilots who fly with us.',
  staff:
    'The people in our workshop in Telfs who design, sew, check and send every wing: you will talk to them when you call us.',
};

interface DemoMember {
  slug: string;
  group: GroupSlug;
  name: string;
  role: string;
  location: string;
  wings: string[];
  bio: string;
  links: MemberLink[];
  portrait: Omit<PortraitOptions, 'name' | 'width'>;
}

/** The family of the demo shop: invented people, as the maker would present them. */
export const DEMO_FAMILY: readonly DemoMember[] = [
  {
    slug: 'sepp-rainer',
    group: 'legends',
    name: 'Sepp Rainer',
    role: 'Founding test pilot',
    location: 'Kössen, Austria',
    wings: ['Carlito', 'Marlon'],
    bio: 'Sepp flew our very first prototype in 1994, a wing sewn in a garage in Telfs. Thirty years and some 9,000 flights later he still takes every new model up before it goes to certification.\n\n## What he flies today\nMostly the **Carlito**, because, in his words, "a wing should be fun before it is fast". On long days he takes the Marlon.\n\n> Land where you planned to land, and you will fly for fifty years.',
    links: [
      {
        label: 'XContest profile',
        url: 'https://www.xcontest.org/world/en/pilots/detail:sepp.rainer',
      },
    ],
    portrait: {
      sky: ['#7fb8e0', '#d8ecf7'],
      skin: '#e9b99a',
      hair: '#d9d4cc',
      hairStyle: 'short',
      jacket: '#c2410c',
      extras: ['beard'],
    },
  },
  {
    slug: 'margit-lechner',
    group: 'legends',
    name: 'Margit Lechner',
    role: 'Three-time Austrian cross-country champion',
    location: 'Greifenburg, Austria',
    wings: ['Dent de Lion'],
    bio: "Margit won the Austrian cross-country title three times in the nineties on wings from our workshop, and her 212 km along the Drau valley stood as the women's record for eleven years.\n\nToday she runs paragliding trips in the Gailtal and still flies a **Dent de Lion** whenever the cumulus line up over the Emberger Alm.",
    links: [
      { label: 'Her flying trips', url: 'https://www.drautal-fliegen.at' },
      { label: 'XContest profile', url: 'https://www.xcontest.org/world/en/pilots/detail:margit' },
    ],
    portrait: {
      sky: ['#8fc4e8', '#f1e4c8'],
      skin: '#f0c8a8',
      hair: '#8a8178',
      hairStyle: 'bun',
      jacket: '#2b4c7e',
      extras: ['glasses'],
    },
  },
  {
    slug: 'jean-marc-perrin',
    group: 'legends',
    name: 'Jean-Marc Perrin',
    role: 'Acro pioneer',
    location: 'Annecy, France',
    wings: ['Carlito', 'Fritz Classic'],
    bio: 'Jean-Marc showed the world the first infinite tumbles over Lake Annecy, on a wing we had built for cross-country. He taught us more about line tension than any computer.\n\nRetired from acro, he now flies the Carlito over the Col de la Forclaz with his grandchildren watching from the landing.',
    links: [{ label: 'Video: Annecy 1998', url: 'https://www.youtube.com/watch?v=Kx7uA1qL0sE' }],
    portrait: {
      sky: ['#6aa6d6', '#cfe6f5'],
      skin: '#d9a886',
      hair: '#4a3b32',
      hairStyle: 'bald',
      jacket: '#1f6f5c',
      extras: ['sunglasses'],
    },
  },
  {
    slug: 'lukas-hofer',
    group: 'armada',
    name: 'Lukas Hofer',
    role: 'Competition pilot',
    location: 'Innsbruck, Austria',
    wings: ['Marlon', 'Emilie Peace 2'],
    bio: 'Lukas races the Paragliding World Cup on a Marlon and is our most reliable source of trim data: every task comes back with a log and a page of notes.\n\n- 2nd, Alpine Open 2025\n- Austrian champion 2024\n- 1,100 hours on our wings',
    links: [
      { label: 'Instagram', url: 'https://www.instagram.com/lukas.hofer.flies' },
      {
        label: 'XContest profile',
        url: 'https://www.xcontest.org/world/en/pilots/detail:lukashofer',
      },
    ],
    portrait: {
      sky: ['#5f9fd8', '#d6eaf6'],
      skin: '#eab894',
      hair: '#6b4226',
      hairStyle: 'short',
      jacket: '#f26b1d',
      extras: ['helmet'],
    },
  },
  {
    slug: 'chiara-bassi',
    group: 'armada',
    name: 'Chiara Bassi',
    role: 'Cross-country pilot',
    location: 'Bassano del Grappa, Italy',
    wings: ['Emilie Peace 2'],
    bio: "Chiara flies the long flat-land triangles from Monte Grappa and holds the Italian women's record for a declared FAI triangle, 243 km, flown on an **Emilie Peace 2**.\n\nShe says the best thing about the wing is that she forgets about it after an hour.",
    links: [{ label: 'Her blog', url: 'https://chiarabassi.it' }],
    portrait: {
      sky: ['#78b3de', '#f3dfc1'],
      skin: '#e2b08c',
      hair: '#2e211b',
      hairStyle: 'long',
      jacket: '#7a2e8c',
      extras: ['sunglasses'],
    },
  },
  {
    slug: 'tobias-steiner',
    group: 'armada',
    name: 'Tobias Steiner',
    role: 'Hike & fly athlete',
    location: 'Fiesch, Switzerland',
    wings: ['Sophie Joy', 'Lola Lite'],
    bio: 'Tobias walks up what others take the cable car for. He finished the X-Alps qualifier last summer on a **Sophie Joy** and helped us shave 300 g off its risers.\n\nIn winter he guides ski tours in the Goms and flies down whenever the wind lets him.',
    links: [{ label: 'Instagram', url: 'https://www.instagram.com/tobi.hikeandfly' }],
    portrait: {
      sky: ['#4f93cf', '#cde4f4'],
      skin: '#f2c6a2',
      hair: '#c89b5a',
      hairStyle: 'curly',
      jacket: '#2f7d32',
    },
  },
  {
    slug: 'elise-morel',
    group: 'teampilots',
    name: 'Élise Morel',
    role: 'Ambassador, cross-country',
    location: 'Chamonix, France',
    wings: ['Emilie Peace 2'],
    bio: 'Élise flies below Mont Blanc almost every day of the season and organises our test days at Planpraz. If you want to try a wing in Chamonix, write to her.',
    links: [{ label: 'Instagram', url: 'https://www.instagram.com/elise.vole' }],
    portrait: {
      sky: ['#6fb0e2', '#e6f1f8'],
      skin: '#f3cdb0',
      hair: '#a0522d',
      hairStyle: 'long',
      jacket: '#0b3d5c',
    },
  },
  {
    slug: 'anna-pichler',
    group: 'teampilots',
    name: 'Anna Pichler',
    role: 'Ambassador, hike & fly',
    location: 'Zell am See, Austria',
    wings: ['Sophie Joy'],
    bio: 'Anna started flying five years ago and has since walked up and flown down more than a hundred summits of the Hohe Tauern. Her films of the sunrise flights from the Schmittenhöhe are how many of you found us.',
    links: [
      { label: 'YouTube channel', url: 'https://www.youtube.com/@annapichlerflies' },
      { label: 'Instagram', url: 'https://www.instagram.com/anna.pichler.flies' },
    ],
    portrait: {
      sky: ['#f0a868', '#fbe3c4'],
      skin: '#efc09c',
      hair: '#e3c16f',
      hairStyle: 'bun',
      jacket: '#e0457b',
      extras: ['sunglasses'],
    },
  },
  {
    slug: 'nico-baumann',
    group: 'teampilots',
    name: 'Nico Baumann',
    role: 'Ambassador, tandem pilot',
    location: 'Interlaken, Switzerland',
    wings: ['Carlito', 'Dent de Lion'],
    bio: 'Nico has flown some 6,000 tandem passengers from Beatenberg down to the Höhematte. On his days off he flies solo, on a Carlito, and tests our tandem prototypes.',
    links: [{ label: 'Tandem flights', url: 'https://www.interlaken-tandem.ch' }],
    portrait: {
      sky: ['#7cc0e6', '#dff0f8'],
      skin: '#c98f6b',
      hair: '#1e1a17',
      hairStyle: 'short',
      jacket: '#d9a21b',
      extras: ['beard'],
    },
  },
  {
    slug: 'marco-zanetti',
    group: 'teampilots',
    name: 'Marco Zanetti',
    role: 'Ambassador, acro',
    location: 'Lienz, Austria',
    wings: ['Marlon'],
    bio: 'Marco flies acro over the lake at Tristach and runs SIV courses for pilots who want to know what their wing does when things go wrong. He has thrown every wing we make into a full stall, on purpose.',
    links: [{ label: 'SIV courses', url: 'https://www.osttirol-siv.at' }],
    portrait: {
      sky: ['#5a9bd5', '#c9e2f3'],
      skin: '#dca27f',
      hair: '#3a2a20',
      hairStyle: 'curly',
      jacket: '#c0392b',
      extras: ['helmet'],
    },
  },
  {
    slug: 'maria-egger',
    group: 'family',
    name: 'Maria Egger',
    role: 'Flight instructor',
    location: 'Mieming, Austria',
    wings: ['Dent de Lion', 'Carlito'],
    bio: 'Maria runs the flying school on the Mieminger Plateau, where many of our customers had their first flight. Her students learn on the Dent de Lion, and her feedback is why it forgives so much.',
    links: [{ label: 'Flying school', url: 'https://www.flugschule-mieming.at' }],
    portrait: {
      sky: ['#86c1e4', '#eaf4fa'],
      skin: '#f1c3a0',
      hair: '#5b3a29',
      hairStyle: 'long',
      jacket: '#4a6fa5',
      extras: ['glasses'],
    },
  },
  {
    slug: 'jonas-wimmer',
    group: 'family',
    name: 'Jonas Wimmer',
    role: 'School wing tester',
    location: 'Bad Hindelang, Germany',
    wings: ['Dent de Lion'],
    bio: 'Jonas tests school wings the way beginners fly them: late flares, big weight shifts and forgotten brakes. He also hosts our demo days on the Oberjoch each spring.',
    links: [],
    portrait: {
      sky: ['#73b2dc', '#d9ebf6'],
      skin: '#e8b592',
      hair: '#b5651d',
      hairStyle: 'short',
      jacket: '#556b2f',
    },
  },
  {
    slug: 'lena-moser',
    group: 'staff',
    name: 'Lena Moser',
    role: 'Workshop lead',
    location: 'Telfs, Austria',
    wings: ['Sophie Joy'],
    bio: 'Lena runs the workshop: every wing that leaves Telfs has been checked line by line on her table. Call her about repairs, line checks and trimming.',
    links: [],
    portrait: {
      sky: ['#8cc6ea', '#edf6fb'],
      skin: '#f4cfb3',
      hair: '#2b1d14',
      hairStyle: 'bun',
      jacket: '#0b3d5c',
    },
  },
  {
    slug: 'peter-kranz',
    group: 'staff',
    name: 'Peter Kranz',
    role: 'Designer',
    location: 'Telfs, Austria',
    wings: ['Marlon', 'Emilie Peace 2'],
    bio: 'Peter designs our wings, from the first profile to the last line plan. Before that he spent ten years building sailplanes, which explains the Marlon.',
    links: [],
    portrait: {
      sky: ['#6ea9d8', '#d3e7f5'],
      skin: '#e6b08f',
      hair: '#7a7a7a',
      hairStyle: 'short',
      jacket: '#34495e',
      extras: ['glasses', 'beard'],
    },
  },
  {
    slug: 'sara-huber',
    group: 'staff',
    name: 'Sara Huber',
    role: 'Shop and customer service',
    location: 'Telfs, Austria',
    wings: ['Carlito'],
    bio: 'Sara answers your mails and calls, sends your orders and knows where every demo wing is. She learned to fly on a Carlito in her first summer with us.',
    links: [],
    portrait: {
      sky: ['#92c9ea', '#f0f7fb'],
      skin: '#f0c4a4',
      hair: '#c0392b',
      hairStyle: 'long',
      jacket: '#f26b1d',
    },
  },
];

export interface SeedFamilyOptions {
  /** Render the portraits (tests that do not look at pictures skip them). */
  images?: boolean;
}

/**
 * The five groups and their members. Idempotent: what exists (by slug) is left as staff may
 * have changed it; only what is missing is added.
 */
export async function seedDemoFamily(
  seeder: { db: Db; images: ImageStore },
  options: SeedFamilyOptions = {},
): Promise<void> {
  const { db } = seeder;
  const render = options.images ?? true;
  await db
    .insert(familyGroups)
    .values(
      FAMILY_GROUPS.map((group, position) => ({
        slug: group.slug,
        name: group.name,
        description: GROUP_DESCRIPTIONS[group.slug],
        position,
      })),
    )
    .onConflictDoNothing({ target: familyGroups.slug });
  const groups = await db.select().from(familyGroups);
  const groupId = new Map(groups.map((group) => [group.slug, group.id]));

  const positions = new Map<string, number>();
  for (const member of DEMO_FAMILY) {
    const position = positions.get(member.group) ?? 0;
    positions.set(member.group, position + 1);
    const [known] = await db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(eq(familyMembers.slug, member.slug));
    if (known) continue;
    const photo = render
      ? await seeder.images.save(
          Buffer.from(portraitSvg({ ...member.portrait, name: member.name })),
          {
            allowSvg: true,
            alt: `Portrait of ${member.name}`,
            originalName: `${member.slug}.svg`,
          },
        )
      : undefined;
    await db
      .insert(familyMembers)
      .values({
        slug: member.slug,
        groupId: groupId.get(member.group)!,
        name: member.name,
        photoImageId: photo?.id ?? null,
        role: member.role,
        location: member.location,
        wings: member.wings,
        bio: member.bio,
        links: member.links,
        position: position * 10,
        published: true,
      })
      .onConflictDoNothing({ target: familyMembers.slug });
  }
}
