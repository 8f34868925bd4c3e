import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/**
 * The parts of the design system and of app/lib that nearly every page uses go into one "ui"
 * chunk: one file's overhead instead of twenty, which keeps each page inside the 120 KiB
 * first-visit budget (README, Performance). Modules that import zod (schemas, card rules) must
 * never be listed here: they load lazily, when a form is first touched.
 */
const SHARED_UI =
  /\/app\/(components\/(Alert|Button|Card|Icon|AppShell|ErrorSummary|Field|FieldParts|field-metadata|error-text|PageHeading|NotFound|RouteErrorScreen|RenderErrorScreen|FallbackError|ErrorScreen|PendingIndicator|SkipLink|Table|SelectField|CheckboxField|RadioGroup|TextareaField|index)|lib\/(form\/(client|lazy-validation|replies)|page-title|error-view|nonce|tag-manager|format|dates|services)\.)/;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "ui", test: SHARED_UI }] },
      },
    },
  },
});
