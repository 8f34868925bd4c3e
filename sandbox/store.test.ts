import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Store, type Row, type Where } from "./store.ts";

/** The store's pages and counts answer what the whole list would, read from SQL instead of JS. */

let store: Store;
beforeEach(() => {
  store = new Store(":memory:");
  // Two accounts' rows interleaved, some with a ref, some without.
  for (let i = 1; i <= 25; i++) {
    store.insert("outbox", {
      accountCode: i % 3 === 0 ? "A2" : "A1",
      ref: i % 2 === 0 ? "even" : null,
      data: { n: i, to: i % 4 === 0 ? "d•••@example.com" : "04•• ••• 678" },
    });
  }
});
afterEach(() => store.close());

const ids = (rows: Row<unknown>[]) => rows.map((r) => r.id);

const wheres: Where[] = [
  {},
  { accountCode: "A1" },
  { accountCode: "A2" },
  { ref: "even" },
  { accountCode: "A1", ref: "even" },
  { data: { to: "d•••@example.com" } },
  { accountCode: "A2", data: { to: "d•••@example.com" } },
  { accountCode: "nobody" },
];

describe("store pages", () => {
  it.each(wheres)("a page is the whole list sliced, oldest or newest first (%j)", (where) => {
    const all = store.list<{ n: number }>("outbox", where);
    expect(all.map((r) => r.data.n)).toEqual(all.map((r) => r.id)); // oldest first
    const newest = [...all].reverse();
    expect(store.list("outbox", where, { newestFirst: true })).toEqual(newest);
    for (const limit of [1, 2, 7, 100]) {
      for (const offset of [0, 1, 5, 30]) {
        expect(ids(store.list("outbox", where, { limit, offset }))).toEqual(ids(all.slice(offset, offset + limit)));
        expect(store.list("outbox", where, { newestFirst: true, limit, offset })).toEqual(
          newest.slice(offset, offset + limit),
        );
      }
    }
    expect(ids(store.list("outbox", where, { offset: 3 }))).toEqual(ids(all.slice(3)));
    expect(store.find("outbox", where)).toEqual(all[0]);
    expect(store.newest("outbox", where)).toEqual(all.at(-1));
    expect(store.count("outbox", where)).toBe(all.length);
    expect(store.exists("outbox", where)).toBe(all.length > 0);
  });

  it("filters on a data field by value and refuses a field name that is not a plain name", () => {
    expect(store.list<{ n: number }>("outbox", { data: { n: 7 } }).map((r) => r.data.n)).toEqual([7]);
    expect(() => store.list("outbox", { data: { "to') OR 1=1 --": "x" } })).toThrow(/Not a data field/);
  });

  it("reads an account's or a ref's rows in id order through an index, without sorting them", () => {
    const plan = (sql: string) =>
      (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all("x") as { detail: string }[]).map((r) => r.detail).join("; ");
    for (const column of ["account_code", "ref"]) {
      for (const order of ["", " DESC"]) {
        const detail = plan(`SELECT * FROM outbox WHERE ${column} = ? ORDER BY id${order} LIMIT 1`);
        expect(detail).toMatch(/USING INDEX/);
        expect(detail).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  it("deletes only with a condition", () => {
    expect(() => store.deleteWhere("outbox", {})).toThrow(/needs a condition/);
    store.deleteWhere("outbox", { accountCode: "A2" });
    expect(store.count("outbox")).toBe(17);
    expect(store.count("outbox", { accountCode: "A2" })).toBe(0);
  });
});
