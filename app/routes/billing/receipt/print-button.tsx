import { useEffect, useState } from "react";
import { Button } from "#app/components/index.ts";

/**
 * "Print this receipt" where JavaScript runs; without it the browser's own Print prints the same
 * page (the print styles leave out the header, menu and links).
 */
export function PrintButton() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      Print this receipt
    </Button>
  );
}
