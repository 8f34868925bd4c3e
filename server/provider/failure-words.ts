import type { ProviderError } from "./errors.ts";

/**
 * The one wording rule for a failed provider call: what happened in plain words and what the
 * customer can do, with spec §8's message kept as a detail line. What only a developer needs (the
 * call's name, its status, a malformed body's faults) is never part of the words: it is logged.
 */
export type FailureWords = {
  /** What happened and what to do, in plain words. */
  message: string;
  /** Spec §8's message ('Request failed with status code 500', 'timeout of N ms exceeded', …), or null. */
  detail: string | null;
  /** The provider did not answer within the call's time (a page's time budget included). */
  late: boolean;
  /** The provider has no such thing (404): for an id in the URL, the page is a not-found page. */
  missing: boolean;
};

/** A page loading what it shows, or a form sending what the customer asked for. */
export type FailureContext = "load" | "send";

const SPEC_KINDS = new Set(["network", "timeout", "aborted", "status"]);

function plainMessage(error: ProviderError, context: FailureContext): string {
  switch (error.kind) {
    case "timeout":
      return context === "load"
        ? "Our systems were slow to answer, so this could not load in time. Please try again in a moment."
        : "Our systems were slow to answer, so we could not confirm this. Please try again in a moment.";
    case "network":
    case "aborted":
      return "We could not reach our systems just now. Please try again in a moment.";
    case "status":
      // A refusal's own reason answers a form best ("That SIM number is already in use").
      if (context === "send" && error.isRefusal && error.providerMessage) return error.providerMessage;
      if (error.status === 404)
        return "We could not find what you asked for. Go back and choose it again, or try again later.";
      if (error.isRefusal)
        return (
          error.providerMessage ??
          (context === "load"
            ? "We could not show this right now. Please try again later."
            : "We could not do that. Check what you entered and try again.")
        );
      return context === "load"
        ? "Something went wrong on our side, so this could not be shown. Please try again in a few minutes."
        : "Something went wrong on our side, so this was not done. Please try again in a few minutes.";
    default:
      // A malformed or oversized answer: our side's fault, and the words never name the call.
      return context === "load"
        ? "Something went wrong on our side, so this could not be shown. Please try again in a few minutes."
        : "Something went wrong on our side, so this was not done. Please try again in a few minutes.";
  }
}

export function failureWords(error: ProviderError, context: FailureContext = "load"): FailureWords {
  return {
    message: plainMessage(error, context),
    detail:
      SPEC_KINDS.has(error.kind) && !(context === "send" && error.isRefusal && error.providerMessage)
        ? error.message
        : null,
    late: error.kind === "timeout",
    missing: error.hasStatus(404),
  };
}

/** The words as one line, for a form's error message: the detail in brackets after them. */
export function failureLine(words: FailureWords): string {
  return words.detail ? `${words.message} (${words.detail})` : words.message;
}
