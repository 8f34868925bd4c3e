import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The server/client boundary of docs/decisions/017, as the lint rule enforces it. */

// The examples below are files that do not exist: checked without type information (the type-aware
// promise rules need the file in the TypeScript project), which the import rules never use.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
      "@typescript-eslint/await-thenable": "off",
    },
  },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

const deliberate = `import { config } from "../../server/config.ts";\nexport const phone = config.SUPPORT_PHONE;\n`;

describe("the server/client boundary", () => {
  it("refuses a component importing server/config.ts, by path or by alias", async () => {
    expect(await boundaryErrors("app/routes/support/example.tsx", deliberate)).toEqual([
      expect.stringContaining("only through a *.server.ts module"),
    ]);
    const aliased = `import { config } from "#server/config.ts";\nexport const phone = config.SUPPORT_PHONE;\n`;
    expect(await boundaryErrors("app/components/Example.tsx", aliased)).toHaveLength(1);
    expect(await boundaryErrors("app/lib/example.ts", aliased)).toHaveLength(1);
  });

  it("lets *.server.ts modules reach server/, and anyone import its types", async () => {
    expect(await boundaryErrors("app/lib/example.server.ts", deliberate)).toEqual([]);
    const types = `import type { Config } from "#server/config.ts";\nexport type C = Config;\n`;
    expect(await boundaryErrors("app/routes/support/example.tsx", types)).toEqual([]);
  });

  it("refuses zod and conform at run time in component modules", async () => {
    const zod = `import { z } from "zod";\nexport const s = z.string();\n`;
    expect(await boundaryErrors("app/routes/support/example.tsx", zod)).toEqual([
      expect.stringContaining("load zod and conform lazily"),
    ]);
    const conform = `import { parseWithZod } from "@conform-to/zod/v4";\nexport const p = parseWithZod;\n`;
    expect(await boundaryErrors("app/components/Example.tsx", conform)).toHaveLength(1);
    // Schemas modules (loaded lazily) and server modules may.
    expect(await boundaryErrors("app/routes/support/example.schemas.ts", zod)).toEqual([]);
    expect(await boundaryErrors("app/lib/parse-form.server.ts", conform)).toEqual([]);
  });
});

describe("app/domain stays pure", () => {
  it("refuses server code in a domain module, its types included, and *.server modules", async () => {
    const types = `import type { Service } from "#server/provider/schemas/services.ts";\nexport type S = Service;\n`;
    expect(await boundaryErrors("app/domain/example.ts", types)).toEqual([
      expect.stringContaining("app/domain is pure"),
    ]);
    const facade = `import { config } from "#app/lib/config.server.ts";\nexport const oe = config.wholesaler.isOE;\n`;
    expect(await boundaryErrors("app/domain/example.ts", facade)).toHaveLength(1);
    expect(await boundaryErrors("app/domain/example.ts", deliberate)).toHaveLength(1);
  });

  it("lets domain modules import each other and pure app code", async () => {
    const pure = `import { kindOf } from "./services.ts";\nimport { formatMoney } from "#app/lib/format.ts";\nexport const k = [kindOf, formatMoney];\n`;
    expect(await boundaryErrors("app/domain/example.ts", pure)).toEqual([]);
  });
});

describe("one import style", () => {
  it("refuses ../ and lets ./ and the #… aliases through", async () => {
    const messages = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: "app/lib/example.ts" });
      return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
    };
    expect(await messages(`import { formatMoney } from "../lib/format.ts";\nexport const f = formatMoney;\n`)).toEqual([
      expect.stringContaining("not ../"),
    ]);
    expect(
      await messages(
        `import { formatMoney } from "./format.ts";\nimport { kindOf } from "#app/domain/services.ts";\nexport const f = [formatMoney, kindOf];\n`,
      ),
    ).toEqual([]);
  });
});
