import * as styles from "./ErrorScreen.css.ts";

/** The support number as a tel: link (digits and a leading + only). */
export function SupportPhone({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^0-9+]/g, "")}`} className={styles.phone}>
      {phone}
    </a>
  );
}

/** Under every error screen: a person to call, so no error is a dead end. */
export function ErrorScreenHelp({ supportPhone }: { supportPhone?: string }) {
  if (!supportPhone) return null;
  return (
    <p className={styles.help}>
      If you need help, call us on <SupportPhone phone={supportPhone} />.
    </p>
  );
}
