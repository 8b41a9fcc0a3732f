import { CarrierError } from '../shipping/carriers';
import { HttpError } from '../../lib/http-error';

/** Waits before each new try of a transient failure: three tries in all by default. */
export const DEFAULT_RETRY_DELAYS_MS = [250, 1000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the carrier, trying again after a transient failure (down, busy, timed out) as long as
 * `delays` last; a permanent refusal, or the last transient failure, is thrown.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = delays[attempt];
      if (!(error instanceof CarrierError) || !error.transient || delay === undefined) throw error;
      await pause(delay);
    }
  }
}

/**
 * A carrier's failure as the answer staff get: what to correct (422) when the carrier refused
 * the request, 502 when the carrier failed or refused the shop's account, 503 without one.
 */
export function carrierHttpError(error: CarrierError, doing: string): HttpError {
  switch (error.code) {
    case 'address':
    case 'customs':
    case 'service':
    case 'refused':
      return new HttpError(422, `The carrier refused ${doing}: ${error.message}`);
    case 'handed-over':
      return new HttpError(409, error.message);
    case 'unknown-shipment':
      return new HttpError(409, `The carrier does not know this shipment: ${error.message}`);
    case 'no-carrier':
      return new HttpError(503, error.message);
    case 'credentials':
      return new HttpError(
        502,
        `The carrier refused the shop's account (${error.message}): the configuration must be corrected.`,
      );
    case 'unavailable':
      return new HttpError(
        502,
        `The carrier could not be reached for ${doing}, even after trying again (${error.message}). Try again in a few minutes.`,
      );
  }
}
