import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RENTALS_PAGE_SIZE,
  type RentalRequest,
  type RentalRequestList,
  type rentalRequestPayloadSchema,
  type rentalRequestsQuerySchema,
} from '@windfamily/contract/rentals';
import type { Db } from '../../db/client';
import { demoRentalRequests, products } from '../../db/schema';
import { fieldError, HttpError, notFound, tooManyRequests } from '../../lib/http-error';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { Actor, AuditService } from '../audit/audit.service';
import { countWhere, selectRequests } from './present';

type RequestInput = z.output<typeof rentalRequestPayloadSchema>;
type RequestsQuery = z.output<typeof rentalRequestsQuerySchema>;

export const REQUEST_RATE_LIMITS = {
  /** Requests from one client address. */
  perAddress: { limit: 5, windowSeconds: 3600 },
  /** Requests of one e-mail address, from anywhere. */
  perRecipient: { limit: 3, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export const REQUEST_MESSAGES = {
  received:
    'Thank you! We have your request and will write to you about a demo wing and its dates.',
  tooMany: 'Too many requests: please try again later.',
  noWing: 'There is no such wing.',
  noRequest: 'There is no such request.',
  handled: 'The request has been answered already.',
} as const;

/** "Try our Wings": the public's requests for a demo wing, and the staff's list of them. */
export class RentalRequestsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
  ) {}

  private async limit(key: string, rule: RateLimitRule): Promise<void> {
    const result = await this.limiter.hit(key, rule);
    if (!result.allowed) throw tooManyRequests(REQUEST_MESSAGES.tooMany, result.retryAfterSeconds);
  }

  /** A request from anyone (rate limited by client address and e-mail address). */
  async submit(input: RequestInput, client: { ip: string }): Promise<void> {
    await this.limit(`demorental-request:ip:${client.ip}`, REQUEST_RATE_LIMITS.perAddress);
    await this.limit(`demorental-request:to:${input.email}`, REQUEST_RATE_LIMITS.perRecipient);
    const [product] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} = ${input.product_id} AND ${products.active}`);
    if (!product) throw fieldError('product_id', REQUEST_MESSAGES.noWing);
    await this.db.insert(demoRentalRequests).values({
      productId: input.product_id,
      size: input.size,
      startsOn: input.starts_on ?? null,
      endsOn: input.ends_on ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      country: input.country,
      message: input.message,
    });
  }

  async list(query: RequestsQuery): Promise<RentalRequestList> {
    const where: SQL = query.state ? sql`q.state = ${query.state}` : sql`true`;
    const [results, count] = await Promise.all([
      selectRequests(this.db, where, {
        limit: RENTALS_PAGE_SIZE,
        offset: (query.page - 1) * RENTALS_PAGE_SIZE,
      }),
      countWhere(this.db, sql`demo_rental_requests q`, where),
    ]);
    return { count, page: query.page, page_size: RENTALS_PAGE_SIZE, results };
  }

  async get(id: number): Promise<RentalRequest> {
    const [request] = await selectRequests(this.db, sql`q.id = ${id}`);
    if (!request) throw notFound(REQUEST_MESSAGES.noRequest);
    return request;
  }

  /** Declines an open request (a rental made from it answers it otherwise). */
  async decline(id: number, actor: Actor): Promise<RentalRequest> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(demoRentalRequests)
        .where(eq(demoRentalRequests.id, id))
        .for('update');
      if (!row) throw notFound(REQUEST_MESSAGES.noRequest);
      if (row.state !== 'open') throw new HttpError(409, REQUEST_MESSAGES.handled);
      await tx
        .update(demoRentalRequests)
        .set({ state: 'declined', handledAt: new Date(), handledById: actor.id })
        .where(eq(demoRentalRequests.id, id));
      await this.audit.record(tx, actor, {
        action: 'demo_rental_request.decline',
        entityType: 'demo_rental_request',
        entityId: id,
        summary: `Request ${id} of ${row.name} declined`,
      });
    });
    return this.get(id);
  }
}
