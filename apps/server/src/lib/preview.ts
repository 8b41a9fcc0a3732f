import type { Db, Tx } from '../db/client';

/** Carries a preview's answer out of the transaction it rolls back. */
class PreviewAnswer<T> extends Error {
  constructor(readonly answer: T) {
    super('preview');
  }
}

/**
 * Runs `work` in a transaction. For real, it commits; as a preview, it does all of it (every
 * check, lock and figure exactly as for real) and rolls it back, answering what it would have
 * answered: a preview can never differ from the change it shows.
 */
export async function inTransaction<T>(
  db: Db,
  preview: boolean,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      if (preview) throw new PreviewAnswer(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof PreviewAnswer) return error.answer as T;
    throw error;
  }
}
