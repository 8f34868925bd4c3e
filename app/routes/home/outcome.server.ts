import { isProviderError } from "#server/provider/errors.ts";
import { providerFailure } from "#app/lib/portal.server.ts";

/** A provider call's result, kept when it failed so one failing section does not sink the page. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs a provider call that a page can do without: a failure becomes a message (spec §8's
 * wording) for an Alert. A 401 still sends the customer to sign in; other errors are bugs and
 * propagate.
 */
export async function attempt<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (isProviderError(error)) {
      if (error.isUnauthorized) providerFailure(error);
      return { ok: false, message: error.message };
    }
    throw error;
  }
}

/** A call that was not needed for this service (kept in the same Promise.all shape). */
export const skipped = <T,>(): Promise<Outcome<T> | null> => Promise.resolve(null);

/** The provider's own explanation of a refused write when it gave one, else spec §8's message. */
export function providerMessage(error: unknown): string | null {
  if (!isProviderError(error)) return null;
  if (error.kind === "status" && error.status !== undefined && error.status < 500 && error.providerMessage) return error.providerMessage;
  return error.message;
}
