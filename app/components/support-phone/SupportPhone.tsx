import * as styles from "./SupportPhone.css.ts";

/** A number as a link that dials it: digits and a leading + only ('1300 980 711' → tel:1300980711). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The support number (SUPPORT_PHONE, as the brand writes it) as a link that dials it. */
export function SupportPhone({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className ? `${styles.phone} ${className}` : styles.phone}>
      {phone}
    </a>
  );
}
