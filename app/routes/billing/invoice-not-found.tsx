import { data } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { ErrorScreenHelp } from "#app/components/error-screen/ErrorScreenHelp.tsx";
import * as styles from "#app/components/error-screen/ErrorScreen.css.ts";
import { BILLING_URLS } from "./urls.ts";

/**
 * Where an invoice the account does not have lands (a mistyped or another account's id): a page
 * in the portal's frame, 404. The PDF route is a resource route (it answers with the file), so it
 * cannot render a page itself: it sends the customer here.
 */
export function loader() {
  return data(null, { status: 404 });
}

export default function InvoiceNotFound() {
  const root = useRootData();
  return (
    <section className={styles.screen} aria-labelledby="invoice-not-found-heading">
      <PageTitle page="Invoice not found" />
      <h1 id="invoice-not-found-heading" className={styles.heading}>
        We could not find that invoice
      </h1>
      <p className={styles.message}>
        It is not one of your account&rsquo;s invoices. Your invoices are listed on your bills page, each with its PDF.
      </p>
      <ButtonLink to={BILLING_URLS.overview}>See your bills</ButtonLink>
      <ErrorScreenHelp supportPhone={root?.supportPhone} />
    </section>
  );
}
