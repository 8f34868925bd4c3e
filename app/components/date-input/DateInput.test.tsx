import { describe, expect, it } from "vitest";
import { html, text } from "#tests/markup.tsx";
import { DateInput } from "./DateInput.tsx";

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
