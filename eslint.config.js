import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** docs/decisions/017: app code reaches server/ (and the sandbox) only through *.server.ts modules. */
const serverBoundary = {
  regex: "^#(server|sandbox)/|(^|/)(server|sandbox)/",
  allowTypeImports: true,
  message: "App code reaches server/ only through a *.server.ts module (docs/decisions/017).",
};

/** One import style: within a folder `./x.ts`, across folders `#app/…`, `#server/…`, `#sandbox/…`, `#tests/…`. */
const oneImportStyle = {
  group: ["../*", "../**"],
  message: "Import across folders with #app/…, #server/…, #sandbox/… or #tests/…, not ../",
};

/** docs/decisions/067: a component lives in app/components/<name>/ and is imported from its own file (no barrel). */
const componentFromItsFile = {
  regex: "^#app/components/[^/]+$",
  message:
    "Import each component from its own file, #app/components/<name>/<Name>.tsx: there is no barrel (docs/decisions/067).",
};

/**
 * The layers of app/ (docs/decisions/067): routes on top, then components, then lib (mechanisms),
 * then domain (rules). A module imports its own layer and those below it, never one above, not even
 * its types; and nothing imports app/root.tsx, which imports them all.
 */
const noRoot = {
  regex: "^#app/root(\\.tsx)?$",
  message:
    "Nothing imports app/root.tsx (the root imports the pages and components): the root's data has its type and hook in app/lib/root-data.ts (docs/decisions/067).",
};
const layers = [
  { files: ["app/routes/**"], above: [] },
  {
    files: ["app/components/**"],
    above: [
      {
        regex: "^#app/routes(/|\\.ts$)",
        message: "app/components sits below app/routes: a component never imports a page (docs/decisions/067).",
      },
    ],
  },
  {
    files: ["app/lib/**"],
    above: [
      {
        regex: "^#app/(components|routes)/|^#app/routes\\.ts$",
        message:
          "app/lib sits below app/components and app/routes: a mechanism never imports a component or a page; a component goes in app/components/<name>/ (docs/decisions/067).",
      },
    ],
  },
  {
    files: ["app/domain/**"],
    above: [
      {
        regex: "^#app/(lib|components|routes)/|^#app/routes\\.ts$",
        message: "app/domain is the bottom layer: a rule imports only other rules (docs/decisions/067).",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".data/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
      "no-restricted-imports": ["error", { patterns: [oneImportStyle, componentFromItsFile] }],
    },
  },
  ...layers.map(({ files, above }) => ({
    files,
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [oneImportStyle, componentFromItsFile, noRoot, ...above] }],
    },
  })),
  {
    // No `export * from …` wrappers: a module is imported from where it is; route modules reach
    // server/ through the one gateway, app/lib/server-gateway.server.ts, which names each export.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message:
            "No export * wrappers: import the module itself (a *.server.ts module may import #server/… directly; route modules use app/lib/server-gateway.server.ts) (docs/decisions/067).",
        },
      ],
    },
  },
  {
    // Type-aware checks for promises: with Express 5 and async middleware, a promise nobody awaits
    // or a promise where a callback was expected fails quietly.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // The server/client boundary (docs/decisions/017): app code reaches server/ (and the sandbox)
    // only through *.server.ts modules, which React Router refuses to ship to the browser; and
    // component modules never import zod or conform at run time (they load lazily, per form,
    // to keep first visits within the JavaScript budget). Type imports are fine.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [serverBoundary],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "app/components/**"],
    // A component's *.schemas.ts module (the date input's) is the lazily loaded one the message names.
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "app/**/*.schemas.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            serverBoundary,
            {
              group: ["zod", "zod/*", "@conform-to/*"],
              allowTypeImports: true,
              message:
                "Component modules load zod and conform lazily (a *.schemas.ts module, imported on first use); actions get parseWithZod from #app/lib/parse-form.server.ts (docs/decisions/008, 017).",
            },
          ],
        },
      ],
    },
  },
  {
    // Specs take `test` from tests/e2e/fixtures.ts: it gives every worker its own portal and points
    // pages and `request` at it (a spec on Playwright's bare `test` would have no portal).
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              allowTypeImports: true,
              message: "Import test from ./fixtures.ts: it starts this worker's portal and sandbox.",
            },
          ],
        },
      ],
    },
  },
  {
    // Business rules (app/domain) are pure, so screens and components can ask them anywhere: no
    // server code (not even its types: a rule reads the fields it names) and no *.server modules.
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#(server|sandbox)/|(^|/)(server|sandbox)/|\\.server(\\.tsx?)?$",
              message: "app/domain is pure: no server code, not even its types (docs/screens.md, Business rules).",
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox imitates the provider: it keeps its own checks rather than asking the portal's
    // rules, so a portal rule that drifts shows as a refusal there, as it would for real.
    files: ["sandbox/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#app/|(^|/)app/",
              message: "The sandbox imitates the provider and keeps its own checks: it imports nothing from app/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "**/*.test.ts", "**/main.ts"],
    rules: { "no-console": "off" },
  },
);
