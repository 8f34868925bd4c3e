import { useSyncExternalStore } from "react";
import { Button } from "#app/components/button/Button.tsx";

const noop = () => () => undefined;

/**
 * "Print this receipt" where JavaScript runs (absent from the server's HTML); without it the
 * browser's own Print prints the same page (the print styles leave out the header, menu and links).
 */
export function PrintButton() {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      Print this receipt
    </Button>
  );
}
