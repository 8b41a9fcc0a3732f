import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const accepting: Resolver<Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the rules at the first check only, then checks with them', async () => {
    const load = vi.fn(() => Promise.resolve(accepting));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      resolver({ email: 'a@example.com' }, undefined, options),
      resolver({ email: 'b@example.com' }, undefined, options),
    ]);
    expect(first).toEqual({ values: { email: 'a@example.com' }, errors: {} });
    expect(second).toEqual({ values: { email: 'b@example.com' }, errors: {} });
    await resolver({ email: 'c@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check when it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(accepting);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@example.com' }, undefined, options)).rejects.toThrow(
      'network',
    );
    await expect(resolver({ email: 'a@example.com' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@example.com' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
