import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { CheckYourAnswers } from "#app/components/check-your-answers/CheckYourAnswers.tsx";
import { DateInput } from "./DateInput.tsx";
import { pageLinks, Pager } from "#app/components/pager/Pager.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";

/** Server markup of `element` inside a router (the components render links). */
function html(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** The text a screen reader or a text browser gets: the markup without tags. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, "");

describe("BackLink", () => {
  it("is a link whose only text is its words (the arrow is drawn by CSS)", () => {
    const markup = html(<BackLink to="/billing">Back to billing</BackLink>);
    expect(markup).toMatch(/<a [^>]*href="\/billing"[^>]*>Back to billing<\/a>/);
    expect(text(markup)).toBe("Back to billing");
    expect(text(html(<BackLink to="/billing/pay" />))).toBe("Back");
  });
});

describe("DateInput", () => {
  /** The input with `id`, as markup. */
  const input = (markup: string, id: string) => markup.match(new RegExp(`<input[^>]* id="${id}"[^>]*>`))?.[0] ?? "";

  it("is a fieldset with the question as legend, a hint, and Day, Month and Year fields", () => {
    const markup = html(
      <DateInput legend="When did the fault start?" hint="For example, 27 3 2026" id="start" name="startedOn" />,
    );
    expect(markup).toMatch(
      /<fieldset [^>]*aria-describedby="start-description"[^>]*><legend[^>]*>When did the fault start\?<\/legend>/,
    );
    expect(markup).toContain('id="start-description"');
    // The day field has the field id: an error summary's link lands on the date's first field.
    expect(markup).toContain('<label for="start">Day</label>');
    expect(input(markup, "start")).toMatch(/name="startedOn.day"/);
    expect(input(markup, "start")).toMatch(/inputMode="numeric"/);
    expect(markup).toContain('<label for="start-month">Month</label>');
    expect(input(markup, "start-month")).toMatch(/name="startedOn.month"/);
    expect(input(markup, "start-month")).not.toMatch(/inputMode/); // a month may be typed as a name
    expect(markup).toContain('<label for="start-year">Year</label>');
    expect(input(markup, "start-year")).toMatch(/name="startedOn.year"/);
    expect(markup).not.toContain("aria-invalid");
  });

  it("marks only the wrong parts: the month alone when it is missing, all three when the date is not real", () => {
    const marked = (errors: string[]) => {
      const markup = html(<DateInput legend="From" id="d" name="d" errors={errors} />);
      return ["d", "d-month", "d-year"].filter((id) => /aria-invalid="true"/.test(input(markup, id)));
    };
    expect(marked(["The start date must include a month"])).toEqual(["d-month"]);
    expect(marked(["The start date must include a day and year"])).toEqual(["d", "d-year"]);
    expect(marked(["Year must include 4 numbers"])).toEqual(["d-year"]);
    expect(marked(["The start date must be a real date"])).toEqual(["d", "d-month", "d-year"]);
    expect(marked([])).toEqual([]);
  });

  it("shows what was typed again, with the error", () => {
    const markup = html(
      <DateInput
        legend="From"
        id="from"
        name="from"
        defaultValue={{ day: "1", month: "Nov", year: "" }}
        errors={["The start date must include a year"]}
      />,
    );
    expect(markup).toContain('aria-describedby="from-error"');
    expect(input(markup, "from-month")).toMatch(/value="Nov"/);
    // Only the part the message is about is marked (GOV.UK).
    expect(input(markup, "from-year")).toMatch(/aria-invalid="true"/);
    expect(input(markup, "from")).not.toMatch(/aria-invalid/);
    expect(input(markup, "from-month")).not.toMatch(/aria-invalid/);
    expect(text(markup)).toContain("Error: The start date must include a year");
  });
});

describe("SummaryList", () => {
  it("renders one row per key and skips the rows that are not there", () => {
    const markup = html(
      <SummaryList rows={[{ key: "Plan", value: "NBN 50" }, null, false, { key: "Price", value: "$70.00" }]} />,
    );
    expect(markup.match(/<dt/g)).toHaveLength(2);
    expect(markup).toMatch(/<dt[^>]*>Plan<\/dt><dd[^>]*>NBN 50<\/dd>/);
    expect(markup).not.toContain("<dd></dd>");
  });

  it("is a <dl> of key and value pairs in every layout", () => {
    const rows = [
      { key: "Status", value: "Connected" },
      { key: "IP address", value: "203.0.113.10" },
    ];
    for (const layout of ["rows", "compact", "tiles"] as const) {
      const markup = html(<SummaryList layout={layout} rows={rows} />);
      expect(markup).toMatch(/^<dl[ >]/);
      expect(text(markup)).toBe("StatusConnectedIP address203.0.113.10");
      expect(markup.match(/<div[^>]*><dt[^>]*>[^<]*<\/dt><dd[^>]*>[^<]*<\/dd><\/div>/g)).toHaveLength(2);
    }
  });
});

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

describe("Pager", () => {
  const href = (page: number) => `/billing?tpage=${page}`;

  it("keeps Previous, where the reader is and Next apart, each link naming its list", () => {
    const markup = html(
      <Pager label="Transactions" {...pageLinks({ page: 2, pageCount: 3, href, of: "transactions" })} />,
    );
    expect(markup).toMatch(/^<nav aria-label="Transactions"/);
    expect(markup.match(/<li/g)).toHaveLength(3);
    expect(markup).toContain('<li aria-current="page">Page 2 of 3</li>');
    const links = [...markup.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], text(m[2]!)]);
    expect(links).toEqual([
      ["/billing?tpage=1", "Previous page of transactions"],
      ["/billing?tpage=3", "Next page of transactions"],
    ]);
  });

  it("shows no link past either end, and nothing for a single page", () => {
    expect(
      html(<Pager label="Invoices" {...pageLinks({ page: 1, pageCount: 2, href, of: "invoices" })} />),
    ).not.toContain("Previous");
    expect(html(<Pager label="Invoices" {...pageLinks({ page: 1, pageCount: 1, href, of: "invoices" })} />)).toBe("");
  });
});
