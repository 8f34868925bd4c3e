import { data, Link } from "react-router";
import { audit } from "#app/lib/staff/guard.server.ts";
import { contactShown, mobileOf } from "#app/lib/staff/view-contact.server.ts";
import { requireView, viewRead } from "#app/lib/staff/view.server.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import { ContactDetails } from "./contact.tsx";
import * as styles from "./view.css.ts";
import type { Route } from "./+types/reveal";

/** A revealed detail is for this answer only: never kept by the browser or a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * Reveal (a POST): the customer's email or mobile in full, shown in this answer only, and one
 * audit line naming the member of staff, the account and which detail (never its value).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, view, api } = requireView(context);
  const field = String((await request.formData()).get("field") ?? "");
  if (field !== "email" && field !== "phone") throw data({ message: "Choose the email or the mobile." }, 400);
  const profile = await viewRead(api.account.userDetails());
  if (field === "phone" && !mobileOf(profile)) throw data({ message: "This account has no mobile number." }, 404);
  audit("staff.contact-revealed", { outcome: "ok", ...staff.audit, account: view.accountCode, revealed: field });
  return { contact: contactShown(profile, field), field };
}

export default function Reveal({ actionData }: Route.ComponentProps) {
  // Reached by its address (no POST): nothing is revealed.
  if (!actionData)
    return (
      <>
        <StaffTitle page="Customer view: contact details" />
        <h1>Contact details</h1>
        <p>
          <Link to="/staff/view">Back to the account</Link>, where Reveal shows a detail in full.
        </p>
      </>
    );
  return (
    <div className={styles.stack}>
      <StaffTitle page="Customer view: contact details" />
      <h1>Contact details</h1>
      <p>{`The ${actionData.field === "email" ? "email address" : "mobile number"} is shown in full on this page only. Its reveal is recorded.`}</p>
      <ContactDetails contact={actionData.contact} />
      <p>
        <Link to="/staff/view">Back to the account</Link>
      </p>
    </div>
  );
}
