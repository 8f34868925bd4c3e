import { describe, expect, it } from "vitest";
import { messages, ProviderError } from "./errors.ts";
import { failureLine, failureWords } from "./failure-words.ts";

const status = (code: number, data?: unknown) =>
  new ProviderError({ kind: "status", status: code, message: messages.status(code), data, path: "account/status" });
const timeout = () =>
  new ProviderError({ kind: "timeout", message: messages.timeout(2500), path: "account/services/history" });
const malformed = () =>
  new ProviderError({
    kind: "malformed",
    status: 200,
    message: "The provider sent a malformed answer to GET account/status: not JSON",
    path: "account/status",
  });

/** What developers need and customers must never read. */
const DEVELOPER_WORDS = /status code|malformed|provider|account\/|GET |JSON|timeout of|\d{3}/i;

describe("failure words: what happened in plain words, what to do, spec §8's message as a detail", () => {
  const cases = {
    "a 500": status(500, { message: "NullPointerException at db.query" }),
    "a 503": status(503),
    "a timeout": timeout(),
    "a dropped connection": new ProviderError({ kind: "network", message: messages.network }),
    "an abort": new ProviderError({ kind: "aborted", message: messages.aborted }),
    "a malformed answer": malformed(),
    "a 404": status(404),
  };
  for (const [name, error] of Object.entries(cases)) {
    for (const context of ["load", "send"] as const) {
      it(`${name} (${context}): plain words that say what to do, no developer's details`, () => {
        const words = failureWords(error, context);
        expect(words.message).not.toMatch(DEVELOPER_WORDS);
        expect(words.message).toMatch(/try again|go back/i);
        expect(words.message).not.toContain("NullPointerException");
      });
    }
  }

  it("keeps spec §8's message as the detail; a malformed answer's description stays in the log", () => {
    expect(failureWords(status(500)).detail).toBe("Request failed with status code 500");
    expect(failureWords(timeout()).detail).toBe("timeout of 2500 ms exceeded");
    expect(failureWords(new ProviderError({ kind: "network", message: messages.network })).detail).toBe(
      "Network Error",
    );
    expect(failureWords(malformed()).detail).toBeNull();
    expect(failureLine(failureWords(malformed(), "send"))).not.toMatch(/malformed|account\/status/);
  });

  it("a timeout is late: the words say it could not load in time", () => {
    const words = failureWords(timeout(), "load");
    expect(words.late).toBe(true);
    expect(words.message).toContain("could not load in time");
    expect(failureWords(status(500)).late).toBe(false);
  });

  it("a 404 is missing (the not-found page, for an id in the URL)", () => {
    expect(failureWords(status(404)).missing).toBe(true);
    expect(failureWords(status(500)).missing).toBe(false);
  });

  it("a form shows a refusal's own reason, and nothing else of a 4xx or 5xx body", () => {
    expect(status(409, { message: "That plan is not available." }).customerMessage).toBe("That plan is not available.");
    expect(status(500, { message: "NullPointerException" }).customerMessage).toBe(
      "Something went wrong on our side, so this was not done. Please try again in a few minutes. (Request failed with status code 500)",
    );
    // A 401 is never a refusal: its body ("jwt expired") is not shown.
    expect(status(401, { message: "jwt expired" }).customerMessage).not.toContain("jwt");
  });
});
