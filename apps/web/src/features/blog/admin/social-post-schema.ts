import {
  type SocialPostAdmin,
  type SocialPostPayload,
  socialPostPayloadSchema,
} from '@windfamily/contract/blog';
import { z } from 'zod';
import { fieldMapper } from '../../../components/backoffice/form-errors';
import { today } from './post-schema';

const s = socialPostPayloadSchema.shape;

/** The social post form: the API's payload, the picture as a gallery of exactly one. */
export const socialPostFormSchema = z.object({
  image_ids: z
    .array(z.number())
    .min(1, 'Choose a picture.')
    .max(1, 'A social post has one picture: remove the others.'),
  caption: s.caption,
  link: s.link,
  date: s.date,
});
export type SocialPostFormInput = z.input<typeof socialPostFormSchema>;
export type SocialPostFormOutput = z.output<typeof socialPostFormSchema>;

export const emptySocialPost = (): SocialPostFormInput => ({
  image_ids: [],
  caption: '',
  link: '',
  date: today(),
});

export const socialPostFormValues = (post: SocialPostAdmin): SocialPostFormInput => ({
  image_ids: [post.image_id],
  caption: post.caption,
  link: post.link,
  date: post.date,
});

export const socialPostPayload = (values: SocialPostFormOutput): SocialPostPayload => ({
  image_id: values.image_ids[0]!,
  caption: values.caption,
  link: values.link,
  date: values.date,
});

export const socialPostFieldOf = fieldMapper<SocialPostFormInput>({
  fields: ['caption', 'link', 'date'],
  collapse: { image_id: 'image_ids' },
});
