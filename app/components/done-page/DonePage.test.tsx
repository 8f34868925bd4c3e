import { describe, expect, it } from "vitest";
import { markupOf, textOf } from "#tests/render-markup.tsx";
import { DonePage } from "./DonePage.tsx";

describe("DonePage", () => {
  it("says what happened, the reference to keep, what comes next and where to go from here", () => {
    const markup = markupOf(
      <DonePage
        title="Cancellation requested"
        description="NBN-1001"
        reference={{
          title: "Your reference",
          value: "CX-100",
          testId: "reference",
          children: <p>Your reference is CX-100.</p>,
        }}
        links={[
          { to: "/requests", label: "See your requests" },
          { to: "/home", label: "Back to your services" },
        ]}
      >
        <p>The service stops on Monday 30 November 2026.</p>
      </DonePage>,
    );
    expect(markup).toContain("<title>Cancellation requested | ");
    expect(markup).toMatch(/<h1[^>]*>Cancellation requested<\/h1><p[^>]*>NBN-1001<\/p>/);
    expect(markup).toMatch(/<h2[^>]*>Your reference<\/h2>/);
    expect(markup).toMatch(/<p class="[^"]+" data-testid="reference">CX-100<\/p>/);
    expect(textOf(markup)).toContain(
      "CX-100 Your reference is CX-100. The service stops on Monday 30 November 2026. See your requests Back to your services",
    );
    expect(markup).toMatch(/<li><a href="\/requests"[^>]*>See your requests<\/a><\/li>/);
  });

  it("leads on with a button when there is one thing to do next, and has no card without a reference", () => {
    const markup = markupOf(
      <DonePage title="Your password has been changed" next={{ to: "/login", label: "Sign in" }}>
        <p>Sign in with your new password.</p>
      </DonePage>,
    );
    expect(markup).toMatch(/<a [^>]*href="\/login"[^>]*>Sign in<\/a>/);
    expect(markup).not.toContain("<h2");
    expect(markup).not.toContain("<ul");
  });

  it("can lead into the reference with words of its own", () => {
    const markup = markupOf(
      <DonePage
        title="Fault reported"
        reference={{ lead: "Your reference number is", value: "SR-100004" }}
        links={[{ to: "/support", label: "Back to Support" }]}
      />,
    );
    expect(textOf(markup)).toContain("Your reference number is SR-100004 Back to Support");
  });
});
