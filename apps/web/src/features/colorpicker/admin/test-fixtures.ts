import type {
  ClothColorAdmin,
  ColorPreset,
  ColorpickerModelAdmin,
} from '@windfamily/contract/colorpicker';

export const cloth = (
  code: string,
  name: string,
  hex: string,
  overrides: Partial<ClothColorAdmin> = {},
): ClothColorAdmin => ({
  code,
  name,
  hex,
  available: true,
  fluorescent: false,
  uv_grade: 4,
  position: 0,
  zones: 0,
  defaults: 0,
  presets: 0,
  combos: 0,
  ...overrides,
});

export const WHITE = cloth('N-101', 'White', '#f7f7f4', { zones: 14, defaults: 3, presets: 2 });
export const RED = cloth('N-150', 'Red', '#d52b2b', {
  zones: 2,
  defaults: 2,
  presets: 1,
  combos: 3,
});
export const MINT = cloth('N-133', 'Mint', '#a8dcc5', { available: false, zones: 2, presets: 1 });
export const FLUO = cloth('F-201', 'Fluo yellow', '#e4f51b', {
  fluorescent: true,
  uv_grade: 1,
  zones: 1,
});
export const SAND = cloth('T-170', 'Sand', '#d8c39a');
export const PALETTE = [WHITE, FLUO, MINT, RED, SAND].map((c, position) => ({ ...c, position }));

export const MARLON: ColorpickerModelAdmin = {
  slug: 'marlon',
  name: 'Marlon',
  in_picker: true,
  presets: 2,
  zones: [
    {
      key: 'leading_edge',
      name: 'Leading edge',
      surface: 'top',
      mirror: null,
      allowed: ['N-101', 'F-201', 'N-150'],
      default: 'N-101',
    },
    {
      key: 'tip_left',
      name: 'Stabilo, left',
      surface: 'top',
      mirror: 'tip_right',
      allowed: ['N-101', 'N-133', 'N-150'],
      default: 'N-150',
    },
    {
      key: 'tip_right',
      name: 'Stabilo, right',
      surface: 'top',
      mirror: 'tip_left',
      allowed: ['N-101', 'N-133', 'N-150'],
      default: 'N-150',
    },
    {
      key: 'bottom',
      name: 'Bottom surface',
      surface: 'bottom',
      mirror: null,
      allowed: ['N-101', 'N-150'],
      default: 'N-101',
    },
  ],
};

export const CARLITO: ColorpickerModelAdmin = {
  ...MARLON,
  slug: 'carlito',
  name: 'Carlito',
  in_picker: false,
  presets: 0,
};

export const STANDARD: ColorPreset = {
  slug: 'standard',
  name: 'Standard colours',
  colors: { leading_edge: 'N-101', tip_left: 'N-150', tip_right: 'N-150', bottom: 'N-101' },
};

/** Made while mint was stocked. */
export const MINT_TIPS: ColorPreset = {
  slug: 'mint-tips',
  name: 'Mint tips',
  colors: { leading_edge: 'N-101', tip_left: 'N-133', tip_right: 'N-133', bottom: 'N-101' },
};
