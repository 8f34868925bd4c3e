import { describe, expect, it } from "vitest";
import { hasProviderStatus, messages, ProviderError } from "./errors.ts";

const status = (code: number, data?: unknown) =>
  new ProviderError({ kind: "status", status: code, message: messages.status(code), data });

describe("ProviderError: refusals and what the customer may be told", () => {
  it("a 4xx with the provider's message is a refusal that shows that message", () => {
    for (const code of [400, 403, 404, 409, 422, 429]) {
      const error = status(code, { message: "That plan is not available." });
      expect(error.isRefusal).toBe(true);
      expect(error.isClientError).toBe(true);
      expect(error.customerMessage).toBe("That plan is not available.");
    }
  });

  it("a refusal without a message of its own (no body, text, a message that is not text) is said plainly, spec §8's message in brackets", () => {
    const plain = "We could not do that. Check what you entered and try again.";
    expect(status(400).customerMessage).toBe(`${plain} (Request failed with status code 400)`);
    expect(status(409, "Conflict").customerMessage).toBe(`${plain} (Request failed with status code 409)`);
    expect(status(422, { message: 42 }).customerMessage).toBe(`${plain} (Request failed with status code 422)`);
  });

  it("a 401 is no refusal: the token is no longer accepted, and its body is never shown", () => {
    const error = status(401, { message: "jwt expired" });
    expect(error.isUnauthorized).toBe(true);
    expect(error.isRefusal).toBe(false);
    expect(error.isClientError).toBe(true);
    expect(error.customerMessage).not.toContain("jwt");
    expect(error.customerMessage).toContain("(Request failed with status code 401)");
  });

  it("never shows the body of a 5xx", () => {
    for (const code of [500, 502, 503]) {
      const error = status(code, { message: "NullPointerException at db.query" });
      expect(error.isRefusal).toBe(false);
      expect(error.isClientError).toBe(false);
      expect(error.customerMessage).toBe(
        `Something went wrong on our side, so this was not done. Please try again in a few minutes. (Request failed with status code ${code})`,
      );
    }
  });

  it("network failures, timeouts and aborts are said plainly, spec §8's messages in brackets", () => {
    expect(new ProviderError({ kind: "network", message: messages.network }).customerMessage).toBe(
      "We could not reach our systems just now. Please try again in a moment. (Network Error)",
    );
    expect(new ProviderError({ kind: "timeout", message: messages.timeout(10_000) }).customerMessage).toBe(
      "Our systems were slow to answer, so we could not confirm this. Please try again in a moment. (timeout of 10000 ms exceeded)",
    );
    expect(new ProviderError({ kind: "aborted", message: messages.aborted }).customerMessage).toBe(
      "We could not reach our systems just now. Please try again in a moment. (Request aborted)",
    );
  });

  it("a malformed answer is no refusal, whatever its status", () => {
    const error = new ProviderError({
      kind: "malformed",
      status: 400,
      message: "The provider sent a malformed answer to GET x: not JSON",
      data: { message: "x" },
    });
    expect(error.isRefusal).toBe(false);
    // The description of what was malformed names the call: the log has it, the customer does not.
    expect(error.customerMessage).toBe(
      "Something went wrong on our side, so this was not done. Please try again in a few minutes.",
    );
  });

  it("tells statuses apart", () => {
    expect(hasProviderStatus(status(404), 404)).toBe(true);
    expect(hasProviderStatus(status(403), 404, 403)).toBe(true);
    expect(hasProviderStatus(status(500), 404)).toBe(false);
    expect(hasProviderStatus(new Error("404"), 404)).toBe(false);
    expect(hasProviderStatus(new ProviderError({ kind: "malformed", status: 404, message: "m" }), 404)).toBe(false);
  });
});
