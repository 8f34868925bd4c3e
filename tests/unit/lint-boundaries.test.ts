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
    expect(await boundaryErrors("app/components/example/Example.tsx", aliased)).toHaveLength(1);
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
    expect(await boundaryErrors("app/components/example/Example.tsx", conform)).toHaveLength(1);
    // Schemas modules (loaded lazily) and server modules may.
    expect(await boundaryErrors("app/routes/support/example.schemas.ts", zod)).toEqual([]);
    expect(await boundaryErrors("app/lib/parse-form.server.ts", conform)).toEqual([]);
  });
});

describe("app/domain stays pure", () => {
  it("refuses server code in a domain module, its types included, and *.server modules", async () => {
    const types = `import type { Service } from "#server/provider/schemas.ts";\nexport type S = Service;\n`;
    expect(await boundaryErrors("app/domain/example.ts", types)).toEqual([
      expect.stringContaining("app/domain is pure"),
    ]);
    const facade = `import { config } from "#app/lib/server-gateway.server.ts";\nexport const oe = config.wholesaler.isOE;\n`;
    expect(await boundaryErrors("app/domain/example.ts", facade)).toHaveLength(1);
    expect(await boundaryErrors("app/domain/example.ts", deliberate)).toHaveLength(1);
  });

  it("lets domain modules import each other", async () => {
    const pure = `import { kindOf } from "./services.ts";\nimport { formatMoney } from "./format.ts";\nexport const k = [kindOf, formatMoney];\n`;
    expect(await boundaryErrors("app/domain/example.ts", pure)).toEqual([]);
    expect(await layerErrors("app/domain/example.ts", pure)).toEqual([]);
  });
});

/** Messages of the base rules that draw the layers: no-restricted-imports and no-restricted-syntax. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
    .map((m) => m.message);
}

const importing = (specifier: string) => `import type { X } from "${specifier}";\nexport type Y = X;\n`;

describe("the layers: routes, then components, then lib, then domain (docs/decisions/067)", () => {
  it("refuses an import upwards, its types included", async () => {
    expect(await layerErrors("app/domain/example.ts", importing("#app/lib/dates.ts"))).toEqual([
      expect.stringContaining("app/domain is the bottom layer"),
    ]);
    expect(await layerErrors("app/domain/example.ts", importing("#app/components/card/Card.tsx"))).toHaveLength(1);
    expect(await layerErrors("app/lib/example.ts", importing("#app/components/button/Button.tsx"))).toEqual([
      expect.stringContaining("app/lib sits below app/components"),
    ]);
    expect(await layerErrors("app/lib/form/example.tsx", importing("#app/routes/login.tsx"))).toHaveLength(1);
    expect(await layerErrors("app/components/card/Example.tsx", importing("#app/routes/site-shell.tsx"))).toEqual([
      expect.stringContaining("app/components sits below app/routes"),
    ]);
  });

  it("refuses app/root.tsx to every module below it: the root imports them", async () => {
    for (const file of ["app/routes/not-found.tsx", "app/components/page-title/Example.tsx", "app/lib/example.tsx"])
      expect(await layerErrors(file, importing("#app/root.tsx"))).toEqual([
        expect.stringContaining("app/lib/root-data.ts"),
      ]);
  });

  it("lets each layer import the ones below it, and tests anything", async () => {
    expect(await layerErrors("app/routes/example.tsx", importing("#app/components/card/Card.tsx"))).toEqual([]);
    expect(await layerErrors("app/components/card/Example.tsx", importing("#app/lib/dates.ts"))).toEqual([]);
    expect(await layerErrors("app/components/card/Example.tsx", importing("#app/domain/status.ts"))).toEqual([]);
    expect(await layerErrors("app/lib/example.ts", importing("#app/domain/months.ts"))).toEqual([]);
    expect(await layerErrors("app/lib/form/example.test.tsx", importing("#app/components/field/Field.tsx"))).toEqual(
      [],
    );
  });

  it("refuses a components barrel and export-star wrappers", async () => {
    expect(await layerErrors("app/routes/example.tsx", importing("#app/components/index.ts"))).toEqual([
      expect.stringContaining("from its own file"),
    ]);
    expect(await layerErrors("app/routes/example.tsx", importing("#app/components/Card.tsx"))).toHaveLength(1);
    expect(await layerErrors("app/lib/example.server.ts", `export * from "#server/config.ts";\n`)).toEqual([
      expect.stringContaining("export *"),
    ]);
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
