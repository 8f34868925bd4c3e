import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { builtinModules } from "node:module";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/lib/precompress-assets.ts";

/**
 * server/ is loaded once per process: the server build imports `#server/…` at run time (Node
 * resolves it through package.json "imports") instead of bundling a second copy of it. Under
 * `npm run dev` Vite's module runner leaves them to Node the same way, as it does Node's own
 * modules (server/index.ts resolves them for it).
 */
const serverModules = /^#server\//;

export default defineConfig(({ command }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter(), precompressAssets()],
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
            // It chooses first: a group takes what its modules import unless another has taken it.
            {
              name: "framework",
              priority: 1,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The components and mechanisms that three or more pages load up front, in one file:
            // left to itself the bundler makes dozens of files under a kilobyte, each compressed
            // alone (docs/decisions/066). What only a dynamic import reaches (a form's checks, with
            // zod) stays out.
            {
              name: "shared",
              test: /[\\/]app[\\/](components|lib)[\\/]/,
              tags: ["$initial"],
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
}));
