import ErrorScreen from "./ErrorScreen.tsx";

/** The one error screen, chosen by what was thrown (spec §8). Used by the root and page boundaries. */
export function ErrorView({ error }: { error: unknown }) {
  return <ErrorScreen error={error} />;
}
