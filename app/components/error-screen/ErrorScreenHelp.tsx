import * as styles from "./ErrorScreen.css.ts";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";

/** Under every error screen: a person to call, so no error is a dead end. */
export function ErrorScreenHelp({ supportPhone }: { supportPhone?: string }) {
  if (!supportPhone) return null;
  return (
    <p className={styles.help}>
      If you need help, call us on <SupportPhone phone={supportPhone} className={styles.phone} />.
    </p>
  );
}
