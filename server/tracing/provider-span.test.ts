import { describe, expect, it } from "vitest";
import { buildUrl } from "#server/provider/http.ts";
import { calls } from "#server/provider/calls.ts";
import { redactedUrl } from "./provider-span.ts";

describe("a provider call's url.full", () => {
  it("keeps the provider's address and the call's path, with every parameter's value redacted", () => {
    const receipt = calls.creditCard.tokenReceipt;
    const url = buildUrl("https://provider.example.com:8443", receipt, { accountCode: "A10001", authKey: "k-secret" });
    expect(redactedUrl(receipt, url)).toBe(
      "https://provider.example.com:8443/api/v1/credit-card/token-receipt/REDACTED/REDACTED",
    );

    const search = calls.wholesale.locationSearch;
    const typed = buildUrl("https://provider.example.com", search, undefined, { query: "1 Typed Street" });
    expect(redactedUrl(search, typed)).toBe(
      "https://provider.example.com/api/v1/superloop/location-search?query=REDACTED",
    );
    expect(redactedUrl(calls.account.status, buildUrl("http://127.0.0.1:3001", calls.account.status))).toBe(
      "http://127.0.0.1:3001/api/v1/account/status",
    );
  });
});
