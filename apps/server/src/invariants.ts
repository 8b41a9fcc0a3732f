import type { Db } from './db/client';
import { APP_MODULES } from './modules';
import type { AppModule } from './modules/module';

/** A rule that does not hold: its module and words, how many rows break it, the first few. */
export interface Breach {
  check: string;
  count: number;
  rows: readonly unknown[];
}

export interface InvariantsReport {
  /** Every rule checked, as `module: what it says`. */
  checks: string[];
  breaches: Breach[];
}

/**
 * Checks what must always hold in the database (each module's `invariants`), on one snapshot:
 * a read-only transaction at REPEATABLE READ, so that writes going on meanwhile cannot show a
 * breach that is none.
 */
export function checkInvariants(
  db: Db,
  modules: readonly AppModule[] = APP_MODULES,
  sample = 10,
): Promise<InvariantsReport> {
  return db.transaction(
    async (tx) => {
      const checks: string[] = [];
      const breaches: Breach[] = [];
      for (const module of modules)
        for (const [name, check] of Object.entries(module.invariants)) {
          const label = `${module.name}: ${name}`;
          checks.push(label);
          const rows = await check(tx);
          if (rows.length)
            breaches.push({ check: label, count: rows.length, rows: rows.slice(0, sample) });
        }
      return { checks, breaches };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
