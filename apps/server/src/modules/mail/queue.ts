import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderMailKind } from '@windfamily/contract/order-basics';
import type { Database, Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import { mailAttachments, mailQueue, orderMails } from '../../db/schema';
import { isRefusedMail, type Mail, type Mailer, type QueuedMail } from './mailer';

/**
 * The channel a commit that queued a mail notifies (the table's trigger, migration 0020), so
 * that every instance's sender wakes.
 */
const CHANNEL = 'mail_queue';
/** Mails claimed at once by one sender, and sent side by side. */
const BATCH = 4;
/**
 * How long a claim lasts: a mail still `sending` after that (its sender stopped dead) is
 * due again. Far longer than a try may take (SmtpMailer's timeouts).
 */
const CLAIM_MS = 10 * 60_000;
/** The longest the sender sleeps without looking: for mails another instance let go. */
const POLL_MS = 60_000;
/** After the database failed the sender, it looks again this much later. */
const TROUBLE_MS = 10_000;
/** Sent mails are kept this long (their order's timeline keeps them for good)... */
const KEEP_SENT_DAYS = 30;
/** ...and looked for at most this often. */
const PURGE_EVERY_MS = 3_600_000;

/** What a mail about an order says of it, for the order's timeline. */
export interface OrderMailLink {
  orderId: number;
  kind: OrderMailKind;
  /** The member of staff who sent it; null: the shop on its own. */
  sentById: number | null;
}

export interface RetryPolicy {
  /** The waits after the first failed try, the second...; the last one repeats. */
  delaysMs: readonly number[];
  /** A mail not sent this long after it was queued is given up (`failed`). */
  giveUpAfterMs: number;
}

type QueueRow = typeof mailQueue.$inferSelect;

/** The domain of the sender's address, for the mails' Message-IDs. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * The shop's one way of sending mail (docs/decisions/0033-mail-queue.md). `enqueue` writes the
 * rendered mail in the caller's transaction, so that a committed change has its mail queued
 * and a rolled-back one has none. A sender in every app instance claims due mails
 * (`FOR UPDATE SKIP LOCKED`: one sender per mail), hands them to the transport, and marks
 * them sent; a failed try waits longer each time, until the mail is given up. Each commit
 * that queues a mail notifies every sender, so a mail leaves at once in the normal case.
 */
export class MailQueue {
  private readonly db: Db;
  private readonly domain: string;
  private started = false;
  private stopping = false;
  /** The sender's run, while it runs; `again` asks it for one more pass. */
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private purgedAt = 0;

  constructor(
    private readonly database: Database,
    /** Where the sender delivers: SMTP, the dev outbox, or a test's capture. */
    readonly transport: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly retry: RetryPolicy,
    from: string,
  ) {
    this.db = database.db;
    this.domain = domainOf(from);
  }

  /**
   * Queues `mail` in the caller's transaction (or on its own with the database handle); it
   * leaves once that commits. `order` puts it on the order's timeline once sent.
   */
  async enqueue(db: Db | Tx, mail: Mail, order?: OrderMailLink): Promise<void> {
    const { attachments = [] } = mail;
    const write = async (tx: Db | Tx) => {
      const [row] = await tx
        .insert(mailQueue)
        .values({
          messageId: `<${randomUUID()}@${this.domain}>`,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers ?? {},
          orderId: order?.orderId ?? null,
          kind: order?.kind ?? null,
          sentById: order?.sentById ?? null,
        })
        .returning({ id: mailQueue.id });
      if (attachments.length)
        await tx.insert(mailAttachments).values(
          attachments.map((file, position) => ({
            mailId: row!.id,
            position,
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
          })),
        );
    };
    // A mail and its files are claimed together or not at all.
    if (attachments.length) await db.transaction(write);
    else await write(db);
  }

  /** Starts this instance's sender: now, on every queued mail's commit, and when mails fall due. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.unlisten = await this.database.listen(CHANNEL, () => this.wake());
  }

  /** Stops the sender: nothing more is claimed, and the mails being sent are waited for. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    this.unlisten = undefined;
    await this.running;
  }

  /**
   * Sends every mail due now and waits until that is done (tests, before they read what was
   * sent). A mail whose try failed waits for its next one and is left pending.
   */
  async drain(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  /** Looks for due mails now (or right after the pass that runs). */
  private wake(): void {
    if (!this.started || this.stopping) return;
    this.again = true;
    clearTimeout(this.timer);
    this.running ??= this.run();
  }

  private async run(): Promise<void> {
    let nextInMs: number;
    try {
      while (this.again && !this.stopping) {
        this.again = false;
        await this.pass();
      }
      nextInMs = await this.nextDueInMs();
    } catch (error) {
      this.log.error({ err: error }, 'mail queue: the database failed the sender');
      nextInMs = TROUBLE_MS;
    } finally {
      this.running = undefined;
    }
    if (this.again) this.wake();
    else if (!this.stopping) this.timer = setTimeout(() => this.wake(), nextInMs).unref();
  }

  /**
   * Sends the mails due when it starts, a few at a time, until none is left. A mail that
   * fails is due again later only, so a pass ends even while the mail server is down.
   */
  private async pass(): Promise<void> {
    // The database's clock, to the microsecond (a Date would round it to the millisecond).
    const [clock] = await rowsOf<{ now: string }>(this.db, sql`SELECT now()::text AS now`);
    const asOf = clock!.now;
    while (!this.stopping) {
      const claimed = await this.claim(asOf);
      if (!claimed.length) return;
      const files = await this.db
        .select()
        .from(mailAttachments)
        .where(
          inArray(
            mailAttachments.mailId,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position));
      await Promise.all(
        claimed.map((row) =>
          this.deliver(
            row,
            files.filter((file) => file.mailId === row.id),
          ),
        ),
      );
    }
  }

  /**
   * Takes up to BATCH mails due at `asOf` for this sender: each becomes `sending`, claimed
   * until CLAIM_MS from now. Rows another sender is claiming are skipped, not waited for.
   */
  private claim(asOf: string): Promise<QueueRow[]> {
    const due = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          inArray(mailQueue.state, ['pending', 'sending']),
          sql`${mailQueue.nextAttemptAt} <= ${asOf}::timestamptz`,
        ),
      )
      .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailQueue)
      .set({
        state: 'sending',
        attempts: sql`${mailQueue.attempts} + 1`,
        nextAttemptAt: sql`now() + ${CLAIM_MS} * interval '1 millisecond'`,
      })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  private async deliver(
    row: QueueRow,
    files: (typeof mailAttachments.$inferSelect)[],
  ): Promise<void> {
    const mail: QueuedMail = {
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
      attachments: files.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      messageId: row.messageId,
    };
    let failure: { error: unknown } | undefined;
    try {
      await this.transport.send(mail);
    } catch (error) {
      failure = { error };
    }
    try {
      if (failure) await this.failed(row, failure.error);
      else await this.sent(row);
    } catch (error) {
      // The mail stays claimed: once the claim runs out it is due again (a sent one is then
      // sent twice, under the same Message-ID).
      this.log.error({ err: error, mailId: row.id }, 'mail queue: a try could not be recorded');
    }
  }

  /** Marks the mail sent and, for an order's mail, puts it on the order's timeline. */
  private async sent(row: QueueRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(mailQueue)
        .set({ state: 'sent', sentAt: sql`now()`, lastError: null })
        .where(and(eq(mailQueue.id, row.id), eq(mailQueue.state, 'sending')))
        .returning();
      if (done?.orderId != null && done.kind)
        await tx.insert(orderMails).values({
          orderId: done.orderId,
          kind: done.kind,
          to: done.to,
          subject: done.subject,
          sentById: done.sentById,
          createdAt: done.sentAt!,
        });
    });
  }

  /**
   * A try failed: the mail waits for its next (longer each time), or is given up when the
   * server refused the mail itself or the next try would come too late.
   */
  private async failed(row: QueueRow, error: unknown): Promise<void> {
    const { delaysMs, giveUpAfterMs } = this.retry;
    const waitMs = delaysMs[Math.min(row.attempts, delaysMs.length) - 1] ?? POLL_MS;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const next = sql`now() + ${waitMs} * interval '1 millisecond'`;
    const tooLate = sql`${next} > ${mailQueue.createdAt} + ${giveUpAfterMs} * interval '1 millisecond'`;
    const [after] = await this.db
      .update(mailQueue)
      .set({
        state: isRefusedMail(error)
          ? 'failed'
          : sql`CASE WHEN ${tooLate} THEN 'failed' ELSE 'pending' END`,
        nextAttemptAt: next,
        lastError: message,
      })
      .where(and(eq(mailQueue.id, row.id), eq(mailQueue.state, 'sending')))
      .returning({ state: mailQueue.state });
    const context = { mailId: row.id, to: row.to, attempts: row.attempts, err: error };
    if (after?.state === 'failed') this.log.error(context, 'mail given up');
    else this.log.warn(context, `mail not sent; tried again in ${Math.round(waitMs / 1000)} s`);
  }

  /**
   * How long until the next mail falls due (a retry, or a claim that ran out), at most
   * POLL_MS; sent mails past their keeping are deleted on the way.
   */
  private async nextDueInMs(): Promise<number> {
    if (Date.now() - this.purgedAt > PURGE_EVERY_MS) {
      this.purgedAt = Date.now();
      await this.db.execute(
        sql`DELETE FROM ${mailQueue} WHERE ${mailQueue.state} = 'sent'
              AND ${mailQueue.sentAt} < now() - ${KEEP_SENT_DAYS} * interval '1 day'`,
      );
    }
    const [next] = await rowsOf<{ ms: number | string | null }>(
      this.db,
      sql`SELECT extract(epoch FROM min(${mailQueue.nextAttemptAt}) - now()) * 1000 AS ms
          FROM ${mailQueue} WHERE ${mailQueue.state} IN ('pending', 'sending')`,
    );
    if (next?.ms === null || next?.ms === undefined) return POLL_MS;
    return Math.min(Math.max(Math.ceil(Number(next.ms)), 0), POLL_MS);
  }
}
