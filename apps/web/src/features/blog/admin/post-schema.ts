import {
  type BlogPostAdmin,
  type BlogPostPayload,
  blogPostPayloadSchema,
} from '@windfamily/contract/blog';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';

const s = blogPostPayloadSchema.shape;

/** The post editor's form: the API's payload, the cover as a gallery of at most one picture. */
export const postFormSchema = z.object({
  title: s.title,
  slug: s.slug,
  created: s.created,
  teaser: s.teaser,
  body: s.body,
  cover_ids: z.array(z.number()).max(1, 'A post has one cover: remove the other pictures.'),
  published: z.boolean(),
});
export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormOutput = z.output<typeof postFormSchema>;

/** Today in the browser's time zone, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day a post is dated (the server dates by the UTC day; a post dated back is at noon). */
export const dayOfIso = (iso: string) => iso.slice(0, 10);

/** A post's address made from its title: "Sophie Joy is here!" gives "sophie-joy-is-here". */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const emptyPost = (): PostFormInput => ({
  title: '',
  slug: '',
  created: today(),
  teaser: '',
  body: '',
  cover_ids: [],
  published: false,
});

export const postFormValues = (post: BlogPostAdmin): PostFormInput => ({
  title: post.title,
  slug: post.slug,
  created: dayOfIso(post.created),
  teaser: post.teaser,
  body: post.body,
  cover_ids: post.cover_id === null ? [] : [post.cover_id],
  published: post.published,
});

export const postPayload = (values: PostFormOutput): BlogPostPayload => ({
  title: values.title,
  slug: values.slug,
  created: values.created,
  teaser: values.teaser,
  body: values.body,
  cover_id: values.cover_ids[0] ?? null,
  published: values.published,
});

/** The server's field paths on the form's fields. */
export const postFieldOf = fieldMapper<PostFormInput>({
  fields: ['title', 'slug', 'created', 'teaser', 'body', 'published'],
  collapse: { cover_id: 'cover_ids' },
});
