import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The parts of the design system and of app/lib that nearly every page uses go into one "ui"
 * chunk: one file's overhead instead of twenty, which keeps each page inside the 115 KiB
 * first-visit budget (README, Performance). Modules that import zod (schemas, card rules) or
 * date-fns (lib/dates.ts) must never be listed here: they load lazily, when a form is first
 * touched, and pages format their dates in loaders. A grouped module takes its imports (and
 * re-exports) into the chunk with it: keep code that few pages use in modules of its own, imported
 * directly (lib/format-usage.ts, lib/money-input.ts; docs/decisions/025-first-visit-javascript-headroom.md).
 */
const SHARED_UI =
  /\/app\/(components\/(Alert|Button|Card|Icon|AppShell|ErrorSummary|Field|FieldParts|field-metadata|error-text|PageHeading|ErrorScreen|PendingIndicator|SkipLink|Table|SelectField|CheckboxField|RadioGroup|TextareaField|index)|lib\/(page-title|error-view|nonce|tag-manager|format|format-number|time-zone|use-is-pending)\.)/;

/**
 * React, React DOM and React Router, which every page loads whole, go into the "ui" chunk too: the
 * client entry was a file of its own (React DOM, 65 KiB gzip) beside "ui" (React Router, React and
 * the shared components), and each file is compressed on its own, so one file is 0.4–0.5 KiB
 * smaller on every page (issue 17). The cost: a deploy that changes a shared component makes
 * returning browsers fetch React DOM again (they already fetched React Router again).
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * Vite wraps each dynamic import of the browser build (a form's lazy checks, lib/form/lazy-validation,
 * the error screens) in a 1.6 KB "preload helper" that preloads the imported chunk's own imports in
 * parallel. Every page carried it on a first visit (0.6–0.8 KiB gzip of the 115 KiB budget, issue 17)
 * to save one round trip when a form is first touched. With `modulePreload: false` the wrappers get
 * no dependencies, and this plugin replaces the helper's module with a plain call: the chunk's
 * imports load as the browser meets them. Replacing the module (not its output chunk) keeps it out
 * of whichever chunk Rolldown would put it in (it went into "ui" once error-view.tsx, in that group,
 * had a dynamic import). The helper also loaded a lazy chunk's CSS: the plain call does not, so the
 * styles of anything loaded lazily must already be on the page (ErrorScreen.css.ts is in the "ui"
 * group for that).
 */
function plainDynamicImports(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "portal:plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      return id === helperId ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.code.includes("vite:preloadError"))
          throw new Error(`Vite's preload helper is in ${file.fileName}: update plainDynamicImports in vite.config.ts`);
      }
    },
  };
}

/**
 * React is published as CommonJS: every chunk that imports it (each route module, the form client)
 * called Rolldown's interop helper on it (`__toESM(require_react())`, then `(0, r.jsx)(…)` for each
 * element), and the helper was a file of its own that every page loaded. In the browser build, the
 * portal's modules and React Router import `react` and `react/jsx-runtime` through ES module facades
 * instead (in the "ui" chunk): chunks import plain bindings and call them directly, and the helper
 * is needed by the "ui" chunk alone. The facades export every name the production build exports
 * (read from it, so a React upgrade cannot leave one out). React's own packages keep requiring it.
 */
function reactAsEsModules(): Plugin {
  const reactDir = path.dirname(createRequire(import.meta.url).resolve("react/package.json"));
  const facades: Record<string, { id: string; file: string }> = {
    react: { id: "\0portal-esm:react", file: path.join(reactDir, "cjs/react.production.js") },
    "react/jsx-runtime": { id: "\0portal-esm:react/jsx-runtime", file: path.join(reactDir, "cjs/react-jsx-runtime.production.js") },
  };
  const byId = new Map(Object.entries(facades).map(([source, f]) => [f.id, { source, ...f }]));
  const fromReact = /\/node_modules\/(react|react-dom|scheduler)\//;
  return {
    name: "portal:react-as-es-modules",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      const facade = facades[source];
      if (!facade || (importer && (fromReact.test(importer) || byId.has(importer)))) return null;
      return facade.id;
    },
    load(id) {
      const facade = byId.get(id);
      if (!facade) return null;
      const names = [...readFileSync(facade.file, "utf8").matchAll(/^exports\.(\w+)\s*=/gm)].map((m) => m[1]!);
      if (names.length === 0) throw new Error(`no exports found in ${facade.file}: update reactAsEsModules in vite.config.ts`);
      return `import m from ${JSON.stringify(facade.source)};\nexport default m;\nexport const { ${[...new Set(names)].join(", ")} } = m;\n`;
    },
  };
}

/**
 * React Router's "instrumentations" (`unstable_instrumentations` of `<HydratedRouter>`, for tracing a
 * router's navigations and fetches) cost every page 1.2 KiB gzip of the 115 KiB first-visit budget
 * (issue 17) and the portal never uses them: app/ has no entry.client, the default one passes none.
 * The router calls into that module only when it was given instrumentations, except for one lookup
 * on each navigation that finds nothing without them. In the browser build, the module is replaced
 * by that lookup (which finds nothing) and, for every other export, a function that throws: passing
 * instrumentations would fail at once, never quietly. The names come from React Router's module, so
 * an upgrade that adds one fails the build here (docs/decisions/025-first-visit-javascript-headroom.md).
 */
function withoutRouterInstrumentation(): Plugin {
  const module = "/react-router/dist/production/lib/router/instrumentation.js";
  const lookup = "consumeInstrumentationClientResultMetaReceiver";
  const known = new Set([lookup, "getRouteInstrumentationUpdates", "instrumentClientSideRouter", "instrumentHandler", "instrumentationResultMetaContext"]);
  return {
    name: "portal:without-router-instrumentation",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (!id.endsWith(module)) return null;
      const exported = /^export \{([^}]*)\};?\s*$/m.exec(readFileSync(id, "utf8"));
      const names = exported ? exported[1]!.split(",").map((name) => name.trim()).filter(Boolean) : [];
      const unknown = names.filter((name) => !known.has(name));
      if (!names.includes(lookup) || unknown.length > 0)
        throw new Error(`React Router's instrumentation module changed (${unknown.join(", ") || `no ${lookup}`}): update withoutRouterInstrumentation in vite.config.ts`);
      const fail = `() => { throw new Error("React Router instrumentations are left out of this build (vite.config.ts)"); }`;
      return names.map((name) => `export const ${name} = ${name === lookup ? "() => undefined" : fail};`).join("\n");
    },
  };
}

/**
 * The form client (app/lib/form) in a chunk of its own: only pages with a form that checks as the
 * customer types load it; the others (usage, billing's lists) are 1.5 KiB lighter (issue 17).
 */
const FORM_CLIENT = /\/app\/(lib\/form\/(client|lazy-validation|replies))\./;

export default defineConfig({
  plugins: [withoutRouterInstrumentation(), reactAsEsModules(), vanillaExtractPlugin(), reactRouter(), plainDynamicImports()],
  // date-fns's package entry loads every one of its ~250 modules: kept external, importing it cost
  // the server about 200 MiB of memory at start (issue 17). Bundled, only the functions used remain.
  ssr: { noExternal: ["date-fns", "@date-fns/tz"] },
  // server/ is loaded once per process: the server build imports `#server/…` at run time (Node
  // resolves it through package.json "imports") instead of bundling a second copy of it.
  environments: { ssr: { build: { rolldownOptions: { external: [/^#server\//] } } } },
  build: {
    // `SOURCEMAP=1 npm run build`: source maps, to see what each chunk carries (decision 025).
    sourcemap: process.env.SOURCEMAP === "1",
    modulePreload: false,
    rolldownOptions: {
      // Rolldown's timing report ("plugins took 76 % of this build") is about the machine's load,
      // not the code: it appears only when the cores are busy. Every other check stays on, so a
      // warning in `npm run build` always means something in the code.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { groups: [{ name: "ui", test: (id: string) => FRAMEWORK.test(id) || id.startsWith("\0portal-esm:") || SHARED_UI.test(id) }, { name: "form-client", test: FORM_CLIENT }] },
      },
    },
  },
});
