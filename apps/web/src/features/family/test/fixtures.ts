import type { Image } from '@windfamily/contract/catalog';
import type {
  FamilyGroup,
  FamilyGroupAdmin,
  FamilyMember,
  FamilyMemberAdmin,
  FamilyMemberSummary,
} from '@windfamily/contract/family';

export const portrait = (id: number, alt: string): Image => ({
  id,
  webp: `/media/images/p${id}/640.webp`,
  fallback: `/media/images/p${id}/640.jpg`,
  webp_srcset: `/media/images/p${id}/320.webp 320w, /media/images/p${id}/640.webp 640w`,
  fallback_srcset: `/media/images/p${id}/320.jpg 320w, /media/images/p${id}/640.jpg 640w`,
  width: 640,
  height: 640,
  alt,
});

export const summary = (overrides: Partial<FamilyMemberSummary> = {}): FamilyMemberSummary => ({
  slug: 'lukas-hofer',
  name: 'Lukas Hofer',
  photo: portrait(1, 'Portrait of Lukas Hofer'),
  role: 'Competition pilot',
  location: 'Innsbruck, Austria',
  wings: ['Marlon', 'Fritz Classic'],
  ...overrides,
});

export const group = (overrides: Partial<FamilyGroup> = {}): FamilyGroup => ({
  slug: 'armada',
  name: 'Armada',
  description: 'Our **competition** pilots.',
  members: [
    summary(),
    summary({
      slug: 'chiara-bassi',
      name: 'Chiara Bassi',
      photo: null,
      role: 'Cross-country pilot',
      location: 'Bassano del Grappa, Italy',
      wings: [],
    }),
  ],
  ...overrides,
});

export const member = (overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  ...summary(),
  bio: '## Racing\n\nLukas races the **World Cup**.',
  links: [{ label: 'Instagram', url: 'https://www.instagram.com/lukas' }],
  group: { slug: 'armada', name: 'Armada' },
  wing_pages: { Marlon: '/store/products/wings/marlon' },
  ...overrides,
});

export const adminMember = (overrides: Partial<FamilyMemberAdmin> = {}): FamilyMemberAdmin => ({
  ...summary(),
  id: 7,
  group: 'armada',
  photo_id: 1,
  bio: 'Lukas races the **World Cup**.',
  links: [{ label: 'Instagram', url: 'https://www.instagram.com/lukas' }],
  position: 10,
  published: true,
  ...overrides,
});

export const adminGroups = (): FamilyGroupAdmin[] => [
  {
    id: 1,
    slug: 'armada',
    name: 'Armada',
    description: 'Our competition pilots.',
    position: 1,
    members: [adminMember()],
  },
  { id: 2, slug: 'staff', name: 'Staff', description: '', position: 4, members: [] },
];
