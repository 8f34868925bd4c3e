import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { builtinModules } from "node:module";
import { defineConfig } from "vite";

/**
 * server/ is loaded once per process: the server build imports `#server/…` at run time (Node
 * resolves it through package.json "imports") instead of bundling a second copy of it. Under
 * `npm run dev` Vite's module runner leaves them to Node the same way, as it does Node's own
 * modules (server/index.ts resolves them for it).
 */
const serverModules = /^#server\//;

/** A chunk group's filter for code that three or more pages load up front. */
const pageCode = { tags: ["$initial" as const], minShareCount: 3 };

export default defineConfig(({ command }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // date-fns's package entry loads every one of its ~250 modules: kept external, importing it
  // cost the server about 200 MiB of memory at start. Bundled, only the functions used remain.
  ssr: { noExternal: ["date-fns", "@date-fns/tz"] },
  environments: {
    ssr: {
      resolve: command === "serve" ? { builtins: [...builtinModules, /^node:/, serverModules] } : {},
      build: { rolldownOptions: { external: [serverModules] } },
    },
  },
  build: {
    rolldownOptions: {
      // Rolldown's timing report ("plugins took 76 % of this build") is about the machine's load,
      // not the code: it appears only when the cores are busy.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one file whose name changes only when one of
            // them is upgraded: a deploy of the portal's own code leaves it in browsers' caches.
            {
              name: "framework",
              priority: 3,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The portal's own shared code, in files by folder, when three or more pages use a
            // module: app/components and app/lib themselves (every page), their form/ folders (pages
            // with a form), their journey/ folders (pages that ask a series of questions) and
            // app/components/data/ (pages that show tables, timelines and statuses). One file per group compresses better than dozens of small ones;
            // a page without a form does not load the form code. Modules that only a dynamic import
            // reaches (forms' schemas, with zod) stay out. Each group takes a module's dependencies
            // with it unless a group of higher priority has taken them first.
            { name: "shared", priority: 2, test: /[\\/]app[\\/](components|lib)[\\/][^\\/]+$/, ...pageCode },
            { name: "forms", priority: 1, test: /[\\/]app[\\/](components|lib)[\\/]form[\\/]/, ...pageCode },
            { name: "table", priority: 1, test: /[\\/]app[\\/]components[\\/]table[\\/]/, ...pageCode },
            { name: "status", priority: 1, test: /[\\/]app[\\/]components[\\/]status[\\/]/, ...pageCode },
            { name: "journey", priority: 0, test: /[\\/]app[\\/]components[\\/]journey[\\/]/, ...pageCode },
          ],
        },
      },
    },
  },
}));
