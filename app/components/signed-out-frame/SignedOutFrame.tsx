import type { ReactNode } from "react";
import { AppHeader } from "#app/components/app-shell/AppShell.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { MainContent } from "#app/components/main-content/MainContent.tsx";
import { BrandLogo } from "#app/components/brand-logo/BrandLogo.tsx";
import * as styles from "./SignedOutFrame.css.ts";

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
