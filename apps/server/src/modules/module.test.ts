import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { APP_MODULES } from '.';
import { type AppModule, composeModules, type CoreServices, defineModule } from './module';

const core = (mode: 'dev' | 'prod' = 'dev') =>
  ({
    config: loadConfig({
      APP_MODE: mode,
      SECRET_KEY: 'k'.repeat(40),
      LOG_LEVEL: 'silent',
      SHOP_LEGAL_NAME: 'Windfamily GmbH',
      SHOP_ADDRESS: 'Werkstattweg 1|6410 Telfs',
      SHOP_VAT_ID: 'ATU12345678',
    }),
  }) as unknown as CoreServices;

const provider = (name: string, service: string, needs: string[] = []): AppModule => ({
  name,
  needs,
  devOnly: false,
  provides: () => ({ [service]: { from: name } }),
  routes: [],
  invariants: {},
});

describe('composeModules', () => {
  it('hands each module exactly the services it names', () => {
    let given: Record<string, unknown> = {};
    const consumer: AppModule = {
      ...provider('consumer', 'unused', ['first']),
      provides: (deps) => {
        given = deps;
        return {};
      },
    };
    const { composed } = composeModules(core(), [
      provider('a', 'first'),
      provider('b', 'second'),
      consumer,
    ]);
    expect(Object.keys(given)).toEqual(['first']);
    expect(composed.map(({ module }) => module.name)).toEqual(['a', 'b', 'consumer']);
  });

  it('stops on a need that no module before provides, naming both', () => {
    expect(() =>
      composeModules(core(), [provider('late', 'x', ['first']), provider('a', 'first')]),
    ).toThrow("module 'late' needs 'first', which no module listed before it provides");
  });

  it('stops on a service provided twice', () => {
    expect(() => composeModules(core(), [provider('a', 'x'), provider('b', 'x')])).toThrow(
      "module 'b' provides 'x', which exists already",
    );
  });

  it('leaves dev-only modules out in prod', () => {
    const devOnly = defineModule({ name: 'dev', needs: [], devOnly: true });
    expect(composeModules(core('prod'), [devOnly]).composed).toEqual([]);
    expect(composeModules(core('dev'), [devOnly]).composed).toHaveLength(1);
  });

  it('lists every module once', () => {
    const names = APP_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
