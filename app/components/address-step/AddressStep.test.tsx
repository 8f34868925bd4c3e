import { describe, expect, it } from "vitest";
import { markupOf, textOf } from "#tests/render-markup.tsx";
import { AddressStep, type AddressStepProps } from "./AddressStep.tsx";

const step = (props: Partial<AddressStepProps>) => (
  <AddressStep
    id="where"
    action="/where"
    title={{ search: "Where is it?", select: "Select the address" }}
    search={{ query: "", searchErrors: null, matches: null, failure: null }}
    lastResult={null}
    chosen={null}
    validate={() => Promise.resolve(() => ({ error: null }) as never)}
    {...props}
  />
);

describe("AddressStep", () => {
  it("asks the question with a search (a GET to the step's page), and the way to type the address in", () => {
    const markup = markupOf(step({ manualHref: "/where/by-hand" }));
    expect(markup).toMatch(/<h1[^>]*>Where is it\?<\/h1>/);
    expect(markup).toMatch(/<form [^>]*role="search"[^>]*action="\/where" method="get"/);
    expect(markup).toMatch(/<a [^>]*href="\/where\/by-hand"[^>]*>Enter the address yourself<\/a>/);
    expect(markup).not.toContain('method="post"');
  });

  it("lists the matches as radios in a post that keeps the search (and what the journey keeps) in its URL", () => {
    const matches = [
      { locationId: "LOC1", label: "1 King Street, Newtown NSW 2042" },
      { locationId: "LOC2", label: "2 King Street, Newtown NSW 2042" },
    ];
    const markup = markupOf(
      step({
        search: { query: "King St", searchErrors: null, matches, failure: null },
        keep: { change: "1" },
        choiceFields: { intent: "choose" },
        chosen: "LOC2",
        manualHref: "/where/by-hand",
      }),
    );
    expect(markup).toMatch(/<h1[^>]*>Select the address<\/h1>/);
    expect(markup).toContain('action="/where?address=King+St&amp;change=1"');
    expect(markup).toContain('<input type="hidden" name="intent" value="choose"/>');
    expect(markup).toContain('<input type="hidden" name="change" value="1"/>');
    expect(textOf(markup)).toContain("2 addresses found for “King St”");
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="LOC2"/);
    expect(textOf(markup)).toContain("My address is not listed: enter it yourself");
  });

  it("gives the same advice wherever nothing is found", () => {
    const markup = markupOf(
      step({ search: { query: "99 nowhere lane", searchErrors: null, matches: [], failure: null } }),
    );
    expect(textOf(markup)).toContain(
      "No address found We could not find “99 nowhere lane”. Try: fewer words, for example just the street number and street name the full street name without the type, for example King instead of King St checking the spelling of the street and suburb",
    );
    // No manual entry offered where the journey takes none (where hardware is posted).
    expect(textOf(markup)).not.toContain("Enter the address yourself");
  });

  it("shows a search error in the summary and by the field, and a failed search in plain words", () => {
    const markup = markupOf(
      step({
        search: {
          query: "ab",
          searchErrors: ["Enter at least 3 characters of the address"],
          matches: null,
          failure: "We could not search for addresses just now. Try again in a few minutes.",
        },
      }),
    );
    expect(markup).toContain("<title>Error: Where is it?");
    expect(markup).toMatch(/href="#address"[^>]*>Enter at least 3 characters of the address/);
    expect(textOf(markup)).toContain("We could not search for addresses just now.");
  });
});
