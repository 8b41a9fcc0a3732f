import type { PageMetaResolver } from '../../plugins/web-app';
import type { ColorpickerService } from './colorpicker.service';
import { pickerPageOf } from './page-preloads';

/**
 * Titles and link previews of the colour picker: the index, a model's picker (its product
 * picture), and a saved combo, whose own picture is its preview.
 */
export function colorpickerPageMeta(
  colorpicker: ColorpickerService,
  site: { brand: string },
): PageMetaResolver {
  return async (pathname) => {
    const page = pickerPageOf(pathname);
    switch (page?.kind) {
      case 'index':
        return {
          title: 'Colour picker',
          description: `Design the colours of your ${site.brand} wing, zone by zone, top and bottom, and save your combos.`,
        };
      case 'picker': {
        const model = await colorpicker.model(page.slug).catch(() => undefined);
        if (!model) return undefined;
        const image = model.thumbnail?.fallback;
        return {
          title: `Customise the ${model.name}`,
          description: `Choose the colour of every panel of the ${model.name}, from the cloths our workshop sews with.`,
          ...(image ? { image } : {}),
        };
      }
      case 'combo': {
        const combo = await colorpicker.combo(page.slug, null).catch(() => undefined);
        if (!combo) return undefined;
        return {
          title: `${combo.name} · ${combo.product.name}`,
          description: `The ${combo.product.name} in “${combo.name}”, a design made in the ${site.brand} colour picker. Make it yours or design your own.`,
          image: combo.image.png,
        };
      }
      default:
        return undefined;
    }
  };
}
