import { Form, NavLink } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import * as styles from "./view.css.ts";

export type BannerShown = {
  accountCode: string;
  name: string;
  staffName: string;
  roleName: string;
  /** "2:15pm" and its machine-readable time. */
  endsAt: { text: string; iso: string | null };
  canChangeStaticIp: boolean;
};

const PAGES = [
  { to: "/staff/view", label: "Account and services", end: true },
  { to: "/staff/view/billing", label: "Billing", end: true },
  { to: "/staff/view/requests", label: "Requests, tickets and complaints", end: true },
] as const;

/**
 * Every page of a customer view starts with this banner: whose account, who is looking, Read only,
 * when the view ends, and End view (a POST). It has no close control: it cannot be hidden.
 */
export function ViewBanner({ shown }: { shown: BannerShown }) {
  return (
    <section className={styles.banner} aria-label="Customer view">
      <p className={styles.bannerTitle}>
        {`Viewing account ${shown.accountCode}: ${shown.name}`} <span className={styles.readOnly}>Read only</span>
      </p>
      <p className={styles.bannerLine}>
        {`Viewed by ${shown.staffName} (${shown.roleName}). `}
        Ends at {shown.endsAt.iso ? <time dateTime={shown.endsAt.iso}>{shown.endsAt.text}</time> : shown.endsAt.text}.
      </p>
      <div className={styles.bannerActions}>
        <nav aria-label="This account">
          <ul className={styles.viewNav}>
            {PAGES.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} end={page.end}>
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/staff/view/end" reloadDocument>
          <Button type="submit" size="small">
            End view
          </Button>
        </Form>
      </div>
    </section>
  );
}
