// Shared by the home page's placeholder and the lazily loaded list, so that the list takes
// exactly the room the placeholder held (no layout shift).

/** How many wings the placeholder holds room for (the catalogue's count). */
export const EXPECTED_WINGS = 7;

const GAP = { xs: 16, md: 32 };

/** Tiles in rows of 2, 3 or 4, the last row centred. */
export const wingsGridSx = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: { xs: `${GAP.xs}px`, md: `${GAP.md}px` },
  rowGap: { xs: 4, md: 6 },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

export const wingTileSx = {
  flex: '0 0 auto',
  width: {
    xs: `calc((100% - ${GAP.xs}px) / 2)`,
    sm: `calc((100% - ${2 * GAP.xs}px) / 3)`,
    md: `calc((100% - ${3 * GAP.md}px) / 4)`,
  },
} as const;

/** Under each picture: the name on one line, the slogan on three lines on phones, two above. */
export const SLOGAN_LINES = { xs: 3, md: 2 } as const;
export const TILE_TEXT_HEIGHT = { xs: '5.8rem', md: '5.2rem' } as const;
