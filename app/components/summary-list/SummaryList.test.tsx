import { describe, expect, it } from "vitest";
import { html, text } from "#tests/markup.tsx";
import { SummaryList } from "./SummaryList.tsx";

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
