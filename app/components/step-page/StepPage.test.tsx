import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { StepPage } from "./StepPage.tsx";

const QUESTION = "How often can you pay?";
const form = { errorItems: () => [], failedSubmits: 0, valid: true };
const formProps = { id: "f", onSubmit: () => undefined, noValidate: true };

function render(page: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const visibleText = (html: string) =>
  html
    .replace(/<title>.*?<\/title>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'");

describe("a page of one question (GOV.UK: legend or label as the page heading)", () => {
  it("says a radio question once, as the <h1> inside its legend", () => {
    const html = render(
      <StepPage title={QUESTION} back="/" form={form} formProps={formProps} questionInField>
        <RadioGroup legend={QUESTION} name="frequency" options={[{ value: "w", label: "Weekly" }]} isPageHeading />
      </StepPage>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<legend[^>]*><h1[^>]*>How often can you pay\?<\/h1><\/legend>/);
    expect(visibleText(html).split(QUESTION)).toHaveLength(2);
  });

  it("says a text question once, its label inside the <h1>", () => {
    const html = render(
      <StepPage title="Why?" back="/" form={form} formProps={formProps} questionInField>
        <TextareaField label="Why?" name="reason" isPageHeading />
      </StepPage>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*><label[^>]*>Why\?<\/label><\/h1>/);
    expect(visibleText(html).split("Why?")).toHaveLength(2);
  });

  it("says a date question once, as the <h1> inside its legend", () => {
    const html = render(
      <StepPage title="When?" back="/" form={form} formProps={formProps} questionInField>
        <DateInput legend="When?" name="startDate" isPageHeading />
      </StepPage>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<legend[^>]*><h1[^>]*>When\?<\/h1><\/legend>/);
  });

  it("is how every route page whose question is its title asks it", () => {
    const routes = path.resolve(import.meta.dirname, "../../routes");
    const files = readdirSync(routes, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
    const twice = files.filter((file) => {
      const source = readFileSync(path.join(routes, file), "utf8");
      const asked = source.match(/<\w+\s[^>]*?\b(legend|label)=\{TITLE\}[^>]*>/gs) ?? [];
      return asked.some((field) => !/\bisPageHeading\b/.test(field));
    });
    expect(twice).toEqual([]);
  });
});
