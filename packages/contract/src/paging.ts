import { z } from 'zod';

/** A page of a list: `?page=N` (from 1), the total count, the page's size and its items. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
