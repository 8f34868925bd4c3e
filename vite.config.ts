import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/**
 * The parts of the design system and of app/lib that nearly every page uses go into one "ui"
 * chunk: one file's overhead instead of twenty, which keeps each page inside the 120 KiB
 * first-visit budget (README, Performance). Modules that import zod (schemas, card rules) or
 * date-fns (lib/dates.ts) must never be listed here: they load lazily, when a form is first
 * touched, and pages format their dates in loaders.
 */
const SHARED_UI =
  /\/app\/(components\/(Alert|Button|Card|Icon|AppShell|ErrorSummary|Field|FieldParts|field-metadata|error-text|PageHeading|NotFound|RouteErrorScreen|RenderErrorScreen|FallbackError|ErrorScreen|PendingIndicator|SkipLink|Table|SelectField|CheckboxField|RadioGroup|TextareaField|index)|lib\/(form\/(client|lazy-validation|replies)|page-title|error-view|nonce|tag-manager|format|time-zone|use-is-pending)\.)/;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      // Rolldown's timing report ("plugins took 76 % of this build") is about the machine's load,
      // not the code: it appears only when the cores are busy. Every other check stays on, so a
      // warning in `npm run build` always means something in the code.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { groups: [{ name: "ui", test: SHARED_UI }] },
      },
    },
  },
});
