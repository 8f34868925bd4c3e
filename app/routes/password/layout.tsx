import { Outlet } from "react-router";
import { AppHeader, Card } from "#app/components/index.ts";
import { BrandLogo } from "#app/lib/brand-logo.tsx";
import { ErrorView } from "#app/lib/error-view.tsx";
import type { RouteHandle } from "#app/lib/tag-manager.tsx";
import type { Route } from "./+types/layout";
import * as styles from "./password.css.ts";

// No tag manager on pages that take a password or carry a reset link.
export const handle: RouteHandle = { noTagManager: true };

/** "Forgot your password?" and the reset link's pages: signed out, like /login, one card. */
export default function PasswordLayout() {
  return (
    <>
      <AppHeader brand={<BrandLogo to="/login" />} />
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
      <AppHeader brand={<BrandLogo to="/login" />} />
      <main id="main-content" className={styles.page} tabIndex={-1}>
        <Card className={styles.card}>
          <ErrorView error={error} />
        </Card>
      </main>
    </>
  );
}
