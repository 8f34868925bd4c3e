// The join journey's shape (docs/decisions/042): one question per page, in order, and what each
// needs. Pure, so the pages, the store and the tests share it.
import { href } from "react-router";
import type { LocatedAddress } from "#app/domain/address.ts";
import type { Availability } from "#app/lib/address.server.ts";
import { defineJourney } from "#app/lib/journey/journey.ts";

export interface JoinAnswers {
  address?: { address: LocatedAddress; label: string; manual: boolean };
  /** What the address qualifies for, as the provider said when it was chosen. */
  availability?: Availability;
  plan?: { planCode: string; hardwareCode?: string; voipCode?: string };
  details?: { firstName: string; lastName: string; email: string; mobile: string; dateOfBirth: string };
}

/** What the confirmation shows, recorded when the account was opened. */
export interface Joined {
  accountCode: string;
  email: string;
  planName: string;
  connectionDate: string | null;
  technicianWindow: { date: string; from: string; to: string } | null;
  hardware: string | null;
}

type JoinStep = "address" | "plan" | "details";
/** The address typed in by hand answers the address question; what is available leads to the plan. */
type JoinAlias = "manualAddress" | "available";

const hasAddress = (answers: JoinAnswers) => Boolean(answers.address && answers.availability);

export const joinJourney = defineJourney<JoinStep, JoinAnswers, JoinAlias>({
  name: "join",
  urls: {
    address: href("/signup"),
    manualAddress: href("/signup/address"),
    available: href("/signup/available"),
    plan: href("/signup/plan"),
    details: href("/signup/details"),
    check: href("/signup/check"),
    done: href("/signup/done"),
  },
  aliases: { manualAddress: "address", available: "plan" },
  answered: {
    address: hasAddress,
    plan: (answers) => Boolean(answers.plan),
    details: (answers) => Boolean(answers.details),
  },
  exit: href("/"),
});

export const JOIN_URLS = joinJourney.urls;

/** "Step 2 of 5" above each question. */
export const stepCaption = (n: number) => `Step ${n} of 5`;

/** What a registered email is told: that it has an account, and where to sign in; nothing about the account. */
export const EMAIL_REGISTERED =
  "There is already an account with this email address. Sign in to it, or use a different email address.";
