import { colorpickerApiPaths } from '@windfamily/contract/api-paths';
import type { ColorCombo } from '@windfamily/contract/colorpicker';
import type { PagePreloader, PreloadedAnswer } from '../../plugins/web-app';

type PickerPage =
  | { kind: 'index' }
  | { kind: 'picker'; slug: string }
  | { kind: 'combo'; slug: string }
  | { kind: 'mine' }
  | undefined;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The colour picker's pages (as React Router matches them: any case, slash or not):
 * `/colorpicker`, `/colorpicker/picker/{product}`, `/colorpicker/combo/{slug}` and the
 * account's `/account/my_colors`.
 */
export function pickerPageOf(pathname: string): PickerPage {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second, third, ...rest] = parts;
  if (first?.toLowerCase() === 'account')
    return second?.toLowerCase() === 'my_colors' && third === undefined
      ? { kind: 'mine' }
      : undefined;
  if (first?.toLowerCase() !== 'colorpicker' || rest.length) return undefined;
  if (second === undefined) return { kind: 'index' };
  const slug = third === undefined ? undefined : decoded(third);
  if (!slug) return undefined;
  if (second.toLowerCase() === 'picker') return { kind: 'picker', slug };
  if (second.toLowerCase() === 'combo') return { kind: 'combo', slug };
  return undefined;
}

const bodyOf = <T>(answer: PreloadedAnswer | undefined) =>
  answer?.status === 200 ? (answer.body as T) : undefined;

/**
 * The picker's first calls, as apps/web/src/features/colorpicker asks them: the models, a
 * model's picker, a combo (its picture is the page's lead), the pilot's combos.
 */
export const colorpickerPagePreloads: PagePreloader = {
  calls(pathname) {
    const page = pickerPageOf(pathname);
    switch (page?.kind) {
      case 'index':
        return [colorpickerApiPaths.models()];
      case 'picker':
        return [colorpickerApiPaths.model(page.slug)];
      case 'combo':
        return [colorpickerApiPaths.combo(page.slug)];
      case 'mine':
        return [colorpickerApiPaths.myCombos()];
      default:
        return [];
    }
  },

  leadImage(pathname, _country, answers) {
    const page = pickerPageOf(pathname);
    if (page?.kind !== 'combo') return undefined;
    const combo = bodyOf<ColorCombo>(answers[colorpickerApiPaths.combo(page.slug)]);
    return combo
      ? { srcset: `${combo.image.webp} ${combo.image.width}w`, sizes: '100vw' }
      : undefined;
  },
};
