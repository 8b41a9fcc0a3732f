import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'sessionid';
/** A session ends after 14 days without a visit, and 30 days after login at the latest. */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Last-seen is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type User = typeof users.$inferSelect;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export class SessionService {
  constructor(private readonly db: Db) {}

  /** Starts a session for `userId`; returns the cookie value. */
  async create(userId: number, meta: { userAgent: string; ip: string }): Promise<string> {
    const key = randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({
      id: hashKey(key),
      userId,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
      userAgent: meta.userAgent.slice(0, 300),
      ip: meta.ip,
    });
    return key;
  }

  /** The active user of a live session, or null. */
  async resolve(key: string): Promise<User | null> {
    const now = new Date();
    const [row] = await this.db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, hashKey(key)),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          eq(users.isActive, true),
        ),
      );
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.id, hashKey(key)));
    }
    return row.user;
  }

  async destroy(key: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, hashKey(key)));
  }

  /** Ends every session of a user, except the one with key `keep`. */
  async destroyAllFor(userId: number, keep?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, hashKey(keep)) : sql`true`));
  }

  async pruneExpired(): Promise<void> {
    const now = Date.now();
    await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, new Date(now)),
          lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        ),
      );
  }
}
