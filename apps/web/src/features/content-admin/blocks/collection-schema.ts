import {
  blockVideoField,
  collectionPayloadSchema,
  stylingOptionsSchema,
  type CollectionPayload,
  type StaffCollection,
} from '@windfamily/contract/content';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

/**
 * A block as the editor holds it: its pictures as ids (the gallery field) and one styling for
 * all of them (the API keeps one per picture; the editor gives each the block's).
 */
const blockFormSchema = z.object({
  title: z.string().trim().max(200, 'at most 200 characters!'),
  subtitle: z.string().trim().max(500, 'at most 500 characters!'),
  link: z.string().trim(),
  video: blockVideoField,
  image_ids: z.array(z.number().int()).max(6, 'at most 6 pictures per block'),
  styling: stylingOptionsSchema,
});

export const collectionFormSchema = collectionPayloadSchema
  .pick({ slug: true, name: true })
  .extend({ content_blocks: z.array(blockFormSchema) });
export type CollectionFormInput = z.input<typeof collectionFormSchema>;
export type BlockFormInput = CollectionFormInput['content_blocks'][number];

export const emptyBlock = (): BlockFormInput => ({
  title: '',
  subtitle: '',
  link: '',
  video: '',
  image_ids: [],
  styling: { css: '', css_mobile: '', css_desktop: '' },
});

export const emptyCollection = (): CollectionFormInput => ({
  slug: '',
  name: '',
  content_blocks: [emptyBlock()],
});

export const collectionFormValues = (collection: StaffCollection): CollectionFormInput => ({
  slug: collection.slug,
  name: collection.name,
  content_blocks: collection.content_blocks.map((block) => ({
    title: block.title,
    subtitle: block.subtitle,
    link: block.link,
    video: block.video,
    image_ids: block.images.map((image) => image.id),
    styling: block.images[0]?.styling_options ?? emptyBlock().styling,
  })),
});

export const collectionPayloadOf = (
  values: z.output<typeof collectionFormSchema>,
): CollectionPayload => ({
  slug: values.slug,
  name: values.name,
  content_blocks: values.content_blocks.map((block) => ({
    title: block.title,
    subtitle: block.subtitle,
    link: block.link,
    video: block.video,
    images: block.image_ids.map((id) => ({ image_id: id, styling_options: block.styling })),
  })),
});

/**
 * The server names a picture's fields (`content_blocks.0.images.1.styling_options.css`); the
 * editor has them once per block (`content_blocks.0.styling.css`, `content_blocks.0.image_ids`).
 */
const mapped = fieldMapper<CollectionFormInput>({
  fields: ['slug', 'name'],
  arrays: ['content_blocks'],
});
export const collectionFieldOf = (path: string) => {
  const styling = /^content_blocks\.(\d+)\.images\.\d+\.styling_options\.(\w+)$/.exec(path);
  if (styling) return mapped(`content_blocks.${styling[1]}.styling.${styling[2]}`);
  const picture = /^content_blocks\.(\d+)\.images(?:\.\d+\.image_id)?$/.exec(path);
  if (picture) return mapped(`content_blocks.${picture[1]}.image_ids`);
  return mapped(path);
};
