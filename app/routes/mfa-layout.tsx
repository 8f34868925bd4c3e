import { Form, Outlet } from "react-router";
import { Button } from "#app/components/index.ts";
import * as styles from "./mfa.css.ts";

/** Spec §2: /mfa sits inside a pathless layout of its own: no navigation until verified. */
export default function MfaLayout() {
  return (
    <>
      <header className={styles.bar}>
        <p className={styles.brand}>Self Service Portal</p>
        <Form method="post" action="/logout">
          <Button type="submit" size="small" variant="secondary">
            Sign out
          </Button>
        </Form>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
