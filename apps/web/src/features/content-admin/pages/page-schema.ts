import { pagePayloadSchema, type PagePayload, type StaffPage } from '@windfamily/contract/content';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

/** The page editor's form: the payload, with '' for "no block collection". */
export const pageFormSchema = pagePayloadSchema.extend({
  block_collection: z.string(),
});
export type PageFormInput = z.input<typeof pageFormSchema>;

export const emptyPage = (): PageFormInput => ({
  slug: '',
  title: '',
  content: '',
  seo_description: '',
  published: false,
  block_collection: '',
});

export const pageFormValues = (page: StaffPage): PageFormInput => ({
  slug: page.slug,
  title: page.title,
  content: page.content,
  seo_description: page.seo_description,
  published: page.published,
  block_collection: page.block_collection ?? '',
});

export const pagePayloadOf = (values: z.output<typeof pageFormSchema>): PagePayload => ({
  ...values,
  block_collection: values.block_collection || null,
});

export const pageFieldOf = fieldMapper<PageFormInput>({
  fields: ['slug', 'title', 'content', 'seo_description', 'published', 'block_collection'],
});
