import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "./Icon.tsx";

describe("Icon", () => {
  it("draws every icon name from the sprite, and the sprite has no other", () => {
    const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(symbols.sort()).toEqual([...iconNames].sort());
  });
});
