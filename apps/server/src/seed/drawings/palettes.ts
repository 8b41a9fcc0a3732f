import type { WingColors, WingSvgOptions } from './wing';

export interface WingDesign {
  colors: WingColors;
  cells: number;
  pattern: NonNullable<WingSvgOptions['pattern']>;
}

/**
 * The colours of the demo wing models, one distinct design each: the five of SPEC.md first,
 * then a few more for the rest of the catalogue.
 */
export const WING_DESIGNS = {
  'emilie-peace2': {
    colors: {
      leadingEdge: '#ffffff',
      top: ['#5fa8d3', '#b8e0d2', '#f6d186', '#f4a6a6'],
      tips: '#2e6da4',
      bottom: '#e8f2fa',
      logo: '#ffffff',
    },
    cells: 38,
    pattern: 'zones',
  },
  carlito: {
    colors: {
      leadingEdge: '#23232f',
      top: ['#e63946', '#f1faee', '#ffb703'],
      tips: '#23232f',
      bottom: '#e63946',
      logo: '#ffffff',
    },
    cells: 46,
    pattern: 'zones',
  },
  'dent-de-lion': {
    colors: {
      leadingEdge: '#fdfcf5',
      top: ['#ffd60a', '#8ac926', '#3a7d44', '#ffc300'],
      tips: '#3a7d44',
      bottom: '#fff3b0',
      logo: '#3a7d44',
    },
    cells: 42,
    pattern: 'stripes',
  },
  marlon: {
    colors: {
      leadingEdge: '#0b3954',
      top: ['#087e8b', '#bfd7ea', '#ff5a5f', '#0b3954'],
      tips: '#ff5a5f',
      bottom: '#0b3954',
      logo: '#ffffff',
    },
    cells: 54,
    pattern: 'zones',
  },
  'sophie-joy': {
    colors: {
      leadingEdge: '#ffffff',
      top: ['#ff4d8d', '#ffb3c6', '#7b2cbf', '#ffd166'],
      tips: '#7b2cbf',
      bottom: '#fde2ec',
      logo: '#ffffff',
    },
    cells: 40,
    pattern: 'zones',
  },
  mistral: {
    colors: {
      leadingEdge: '#f0f0f0',
      top: ['#2b2d42', '#8d99ae', '#ef233c'],
      tips: '#ef233c',
      bottom: '#2b2d42',
      logo: '#ffffff',
    },
    cells: 62,
    pattern: 'zones',
  },
  foehn: {
    colors: {
      leadingEdge: '#ffffff',
      top: ['#f77f00', '#fcbf49', '#003049'],
      tips: '#003049',
      bottom: '#eae2b7',
      logo: '#ffffff',
    },
    cells: 48,
    pattern: 'stripes',
  },
  thermik: {
    colors: {
      leadingEdge: '#264653',
      top: ['#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
      tips: '#264653',
      bottom: '#e9c46a',
      logo: '#ffffff',
    },
    cells: 44,
    pattern: 'zones',
  },
} satisfies Record<string, WingDesign>;

export type WingDesignName = keyof typeof WING_DESIGNS;
