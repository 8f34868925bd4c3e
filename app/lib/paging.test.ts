import { describe, expect, it } from "vitest";
import { paginate, parsePage } from "./paging.ts";

describe("paging", () => {
  it("reads page numbers leniently", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "0", "-1", "abc", "1e3", "99999999"]) expect(parsePage(bad)).toBe(1);
  });

  it("slices pages and clamps past the end", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 1, 10)).toMatchObject({ items: items.slice(0, 10), page: 1, pageCount: 3, total: 23 });
    expect(paginate(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });
});
