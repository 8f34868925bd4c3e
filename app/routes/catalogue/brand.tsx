import { Card } from "#app/components/card/Card.tsx";
import { FallbackError } from "#app/components/error-screen/FallbackError.tsx";
import { Logo } from "#app/components/logo/Logo.tsx";
import { NotFound } from "#app/components/error-screen/NotFound.tsx";
import { RenderErrorScreen } from "#app/components/error-screen/RenderErrorScreen.tsx";
import { RouteErrorScreen } from "#app/components/error-screen/RouteErrorScreen.tsx";
import * as styles from "#app/styles/catalogue.css.ts";

/** The logo, and the error screens as a customer sees them. */
export function BrandAndErrors() {
  return (
    <>
      <Card title="Logo">
        <div className={styles.row}>
          <Logo name="Self Service Portal" />
          <Logo name="Acme Energy" mark="energy" />
        </div>
      </Card>

      <Card title="Error screens">
        <div className={styles.specimen}>
          <NotFound supportPhone="1300 980 711" />
        </div>
        <div className={styles.specimen}>
          <RouteErrorScreen message="Request failed with status code 500" supportPhone="1300 980 711" />
        </div>
        <div className={styles.specimen}>
          <RenderErrorScreen
            message="Cannot read properties of undefined (reading 'services')"
            details="TypeError: Cannot read properties of undefined (reading 'services')"
          />
        </div>
        <div className={styles.specimen} data-testid="fallback-error">
          <FallbackError message="Network Error" />
        </div>
      </Card>
    </>
  );
}
