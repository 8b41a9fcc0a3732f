import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from './client';

/** A series of numbers without gaps: `last_number` per key in one table, the numbered rows in another. */
export interface NumberSeries {
  /** The table holding `last_number` per key, e.g. `order_numbers`. */
  series: string;
  /** The table of the numbered rows, with the key's columns and `number`. */
  numbered: string;
  /** The columns a series is kept by, in both tables, e.g. `['year']`. */
  keys: readonly string[];
}

export interface SeriesBreach {
  key: Record<string, unknown>;
  /** The series' last number (null: numbered rows without a series). */
  last_number: number | null;
  rows: number;
  distinct_numbers: number;
  lowest: number | null;
  highest: number | null;
}

/**
 * The series whose rows do not hold each number from 1 to the last given out exactly once: a
 * gap, a repeat, or a number past the last (decisions 14 and 19); and numbered rows whose
 * series has no row.
 */
export async function seriesBreaches(db: Db | Tx, { series, numbered, keys }: NumberSeries) {
  // Names of our own tables and columns, written into the statement.
  for (const name of [series, numbered, ...keys])
    if (!/^[a-z_]+$/.test(name)) throw new Error(`not a table or column name: ${name}`);
  const list = (alias: string) => keys.map((key) => `${alias}.${key}`).join(', ');
  const keyOf = (alias: string) =>
    `json_build_object(${keys.map((key) => `'${key}', ${alias}.${key}`).join(', ')})`;
  const sameKey = keys.map((key) => `n.${key} = s.${key}`).join(' AND ');
  return rowsOf<SeriesBreach>(
    db,
    sql.raw(`SELECT ${keyOf('s')} AS key, s.last_number,
          count(n.number)::int AS rows, count(DISTINCT n.number)::int AS distinct_numbers,
          min(n.number) AS lowest, max(n.number) AS highest
        FROM ${series} s LEFT JOIN ${numbered} n ON ${sameKey}
        GROUP BY ${list('s')}, s.last_number
        HAVING count(n.number) <> s.last_number OR count(DISTINCT n.number) <> s.last_number
          OR coalesce(max(n.number), 0) <> s.last_number OR min(n.number) < 1
        UNION ALL
        SELECT ${keyOf('n')}, NULL, count(*)::int, count(DISTINCT n.number)::int,
          min(n.number), max(n.number)
        FROM ${numbered} n
        WHERE NOT EXISTS (SELECT 1 FROM ${series} s WHERE ${sameKey})
        GROUP BY ${list('n')}`),
  );
}
