// What a one-page form's confirmation shows (the provider's reference), kept on the server: the
// action records it under the sign-in's id and redirects; the page shows it while it lives. The
// URL only says "show what was sent" (`?sent`), so a reference typed into a link is never shown
// (docs/decisions/049). Journeys keep theirs in the journey (journey.server.ts `finish`).
import { redirect } from "react-router";
import { storeFailed, type StepArgs } from "#app/lib/journey/journey.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { state } from "#app/lib/state.server.ts";

/** As long as a journey's confirmation: an hour, so a reload or a second look still finds it. */
const OUTCOME_TTL_MS = 60 * 60_000;

/** The query that asks a form's page for its confirmation. */
export const SENT_PARAM = "sent";

/**
 * The outcomes of the form named `name` ("complaint"), one per sign-in: the latest replaces the
 * one before. `isOutcome` checks what is read back (a record written by an older build is not shown).
 */
export function outcomeStore<Outcome>(name: string, isOutcome: (value: unknown) => value is Outcome) {
  const keyOf = (sid: string) => `outcome:${name}:${sid}`;
  const sidOf = ({ context }: StepArgs) => context.get(portalContext).session.get("sid") ?? null;

  return {
    /**
     * Records what the confirmation shows, then redirects to `page`'s confirmation (a 303). A store
     * that cannot record it is the store's try-again page; what was sent stays sent.
     */
    async show(args: StepArgs, page: string, outcome: Outcome): Promise<never> {
      const sid = sidOf(args);
      if (sid)
        await state
          .set(keyOf(sid), JSON.stringify(outcome), OUTCOME_TTL_MS)
          .catch((e) => Promise.reject(storeFailed(e)));
      throw redirect(`${page}?${SENT_PARAM}`, 303);
    },

    /**
     * The confirmation for a request with `?sent`: the recorded outcome, or (none recorded, or it
     * ran out) a redirect to the form itself. Null for a request without `?sent` (the form).
     */
    async shown(args: StepArgs): Promise<Outcome | null> {
      const url = new URL(args.request.url);
      if (!url.searchParams.has(SENT_PARAM)) return null;
      const sid = sidOf(args);
      const raw = sid ? await state.get(keyOf(sid)).catch((e) => Promise.reject(storeFailed(e))) : undefined;
      const outcome = raw === undefined ? undefined : parse(raw);
      if (outcome !== undefined && isOutcome(outcome)) return outcome;
      throw redirect(url.pathname.replace(/\.data$/, ""));
    },
  };
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
