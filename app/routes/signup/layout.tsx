import { Outlet } from "react-router";
import { AppHeader, Card } from "#app/components/index.ts";
import { BrandLogo } from "#app/lib/brand-logo.tsx";
import { ErrorView } from "#app/lib/error-view.tsx";
import type { RouteHandle } from "#app/lib/tag-manager.tsx";
import type { Route } from "./+types/layout";
import * as styles from "./signup.css.ts";

export const handle: RouteHandle = { noTagManager: true };

/** The join journey's frame (signed out, like /login): one card, one question per page. */
export default function SignupLayout() {
  return (
    <>
      <AppHeader brand={<BrandLogo to="/" />} />
      <main id="main-content" className={styles.page} tabIndex={-1}>
        <Card className={styles.card}>
          <Outlet />
        </Card>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <AppHeader brand={<BrandLogo to="/" />} />
      <main id="main-content" className={styles.page} tabIndex={-1}>
        <Card className={styles.card}>
          <ErrorView error={error} />
        </Card>
      </main>
    </>
  );
}
