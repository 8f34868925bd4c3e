import { describe, expect, it } from "vitest";
import { CSV_BOM, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes a header and rows with CRLF after every record", () => {
    expect(
      toCsv(
        ["Day", "Downloaded"],
        [
          [1, 1024],
          [2, 0],
        ],
      ),
    ).toBe("Day,Downloaded\r\n1,1024\r\n2,0\r\n");
  });

  it("writes just the header when there are no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(toCsv(["x"], [["a,b"], ['say "hi"'], ["line1\nline2"], ["cr\rhere"], ["plain"]])).toBe(
      'x\r\n"a,b"\r\n"say ""hi"""\r\n"line1\nline2"\r\n"cr\rhere"\r\nplain\r\n',
    );
  });

  it("writes null, undefined and non-finite numbers as empty cells", () => {
    expect(toCsv(["a", "b", "c", "d"], [[null, undefined, NaN, Infinity]])).toBe("a,b,c,d\r\n,,,\r\n");
  });

  it("keeps numbers, including negative ones, unprefixed", () => {
    expect(toCsv(["n"], [[-12.5], [0], [-0.01], [1e21]])).toBe("n\r\n-12.5\r\n0\r\n-0.01\r\n1e+21\r\n");
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+61 412 345 678", "'+61 412 345 678"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=cmd", "'\t=cmd"],
    ["-$12.34", "'-$12.34"],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ["\r=cmd", `"'\r=cmd"`],
  ])("neutralises formula text %j", (cell, expected) => {
    expect(toCsv(["c"], [[cell]])).toBe(`c\r\n${expected}\r\n`);
  });

  it("leaves plain numeric text and inner formula characters alone", () => {
    expect(toCsv(["c"], [["-12.50"], ["-3"], ["a=b"], ["1+1"], ["0412 345 678"]])).toBe(
      "c\r\n-12.50\r\n-3\r\na=b\r\n1+1\r\n0412 345 678\r\n",
    );
  });

  it("protects and quotes headers too", () => {
    expect(toCsv(["=evil", "a,b"], [])).toBe(`'=evil,"a,b"\r\n`);
  });

  it("adds a byte-order mark when asked", () => {
    expect(toCsv(["a"], [["é"]], { bom: true })).toBe(`${CSV_BOM}a\r\né\r\n`);
  });
});
