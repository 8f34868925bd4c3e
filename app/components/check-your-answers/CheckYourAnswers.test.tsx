import { describe, expect, it } from "vitest";
import { html, text } from "#tests/markup.tsx";
import { CheckYourAnswers } from "./CheckYourAnswers.tsx";

describe("CheckYourAnswers", () => {
  it("names each Change link after what it changes", () => {
    const markup = html(
      <CheckYourAnswers
        rows={[
          { key: "Amount", value: "$12.34", change: { to: "/billing/pay?amount=12.34", what: "amount" } },
          { key: "Reason", value: "Between jobs" },
        ]}
      />,
    );
    const link = /<a [^>]*href="\/billing\/pay\?amount=12.34"[^>]*>(.*?)<\/a>/.exec(markup);
    expect(text(link?.[1] ?? "")).toBe("Change amount");
    expect(markup.match(/<a /g)).toHaveLength(1);
  });
});
