import { describe, expect, it } from "vitest";
import { csvCleaner } from "./csv-stream.ts";

const clean = (pieces: string[]) => {
  const cleaner = csvCleaner();
  return pieces.map((piece) => cleaner.push(piece)).join("") + cleaner.end();
};

describe("csvCleaner", () => {
  it("defuses formulas in a provider's CSV, whatever the split between pieces", () => {
    const text =
      'accountCode,plan\nA1,"=HYPERLINK(""http://x"",""y"")"\nA2,+61\r\nA3,"two\nlines, one cell"\nA4,-12.50\n';
    const expected =
      'accountCode,plan\r\nA1,"\'=HYPERLINK(""http://x"",""y"")"\r\nA2,\'+61\r\nA3,"two\nlines, one cell"\r\nA4,-12.50\r\n';
    expect(clean([text])).toBe(expected);
    for (let at = 1; at < text.length; at++)
      expect(clean([text.slice(0, at), text.slice(at)]), String(at)).toBe(expected);
  });

  it("ends a last record without a line end, and gives nothing for nothing", () => {
    expect(clean(["a,b\n1,@x"])).toBe("a,b\r\n1,'@x\r\n");
    expect(clean([""])).toBe("");
  });
});
