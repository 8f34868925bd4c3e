import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createMoveDateSchema, moveServicesSchema } from "./move.schemas.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

type Parsed = { status: "success" } | { status: "error" | undefined; error: Record<string, string[] | null> | null };
const errorOf = (s: Parsed) => (s.status === "success" ? null : s.error);

describe("moving home's questions", () => {
  const schema = createMoveDateSchema(() => "2026-11-23");
  const date = (day: string, month: string, year: string) =>
    parseWithZod(
      form([
        ["moveDate.day", day],
        ["moveDate.month", month],
        ["moveDate.year", year],
      ]),
      { schema },
    );

  it("takes a move date from today to 90 days ahead, as typed into the date input", () => {
    const today = date("23", "11", "2026");
    expect(today.status === "success" && today.value.moveDate).toBe("2026-11-23");
    expect(date("21", "Feb", "2027").status).toBe("success");
    expect(errorOf(date("22", "11", "2026"))).toEqual({ moveDate: ["The move date must be today or in the future"] });
    expect(errorOf(date("22", "2", "2027"))).toEqual({ moveDate: ["The move date must be within the next 90 days"] });
    expect(errorOf(date("", "", ""))).toEqual({ moveDate: ["Enter the date you are moving"] });
    expect(errorOf(date("31", "2", "2027"))?.moveDate?.[0]).toMatch(/real date/);
  });

  it("needs at least one service, by id", () => {
    expect(errorOf(parseWithZod(form([]), { schema: moveServicesSchema }))).toEqual({
      serviceIds: ["Select the services that are moving"],
    });
    const one = parseWithZod(form([["serviceIds", "3"]]), { schema: moveServicesSchema });
    expect(one.status === "success" && one.value.serviceIds).toEqual(["3"]);
    expect(parseWithZod(form([["serviceIds", "x"]]), { schema: moveServicesSchema }).status).toBe("error");
  });
});
