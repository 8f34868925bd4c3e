import type { ReactNode } from "react";
import { AppHeader, Card, MainContent } from "#app/components/index.ts";
import { BrandLogo } from "#app/lib/brand-logo.tsx";
import * as styles from "./signed-out-frame.css.ts";

/**
 * The frame of a signed-out journey (joining, a forgotten password): the brand's banner, its logo
 * leading to `home`, and one card with the page's question.
 */
export function SignedOutFrame({ home, children }: { home: string; children: ReactNode }) {
  return (
    <>
      <AppHeader brand={<BrandLogo to={home} />} />
      <MainContent className={styles.page}>
        <Card className={styles.card}>{children}</Card>
      </MainContent>
    </>
  );
}
