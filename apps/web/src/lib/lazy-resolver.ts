import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads when the form is first checked (a change, a blur, the
 * submit, or a form that shows whether it is valid as it opens). A form then shows without its
 * rules: the contract's schemas and zod, some 25 KB and, on a slow phone, 100 ms and more of
 * evaluation before the form could appear. A load that failed is tried again at the next check.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
