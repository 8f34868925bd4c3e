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
            // The portal's own code that three or more pages load up front, one file per folder:
            // the files directly in app/components and app/lib (every page), the form fields, the
            // form client, the date input, lists (tables, pagers, status badges) and the journey
            // pages. A page loads the files of the folders it uses and no other; one file per folder
            // compresses better than a file per module (docs/decisions/032). Modules only a dynamic
            // import reaches (forms' checks, with zod) stay out. A group takes its modules'
            // dependencies with it unless a group of higher priority has taken them: the journey
            // pages use fields, so fields are taken first.
            // The fields' styles go with every page: a form whose code loads when it is shown (the
            // VoIP settings on /home) must find them on the page, or without JavaScript it is unstyled.
            {
              name: "shared",
              priority: 2,
              test: /[\\/]app[\\/]((components|lib)[\\/][^\\/]+|components[\\/]form[\\/][^\\/]+\.css\.ts)$/,
              ...pageCode,
            },
            { name: "fields", priority: 1, test: /[\\/]app[\\/]components[\\/]form[\\/]/, ...pageCode },
            { name: "forms", priority: 1, test: /[\\/]app[\\/]lib[\\/]form[\\/]/, ...pageCode },
            { name: "date-input", priority: 1, test: /[\\/]app[\\/](components|lib)[\\/]date-input[\\/]/, ...pageCode },
            { name: "lists", priority: 1, test: /[\\/]app[\\/]components[\\/]lists[\\/]/, ...pageCode },
            { name: "journey", priority: 0, test: /[\\/]app[\\/]components[\\/]journey[\\/]/, ...pageCode },
          ],
        },
      },
    },
  },
}));
