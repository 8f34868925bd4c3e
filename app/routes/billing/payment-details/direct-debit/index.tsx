import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { billingHandle } from "#app/routes/billing/steps.ts";
import { billingHeaders, intentAction } from "#app/routes/billing/steps.server.ts";
import { requireOffered } from "#app/routes/billing/payment-details/payment-details.server.ts";
import { ddCheckSchema } from "#app/routes/billing/payment-details/payment-details.schemas.ts";
import type { Route } from "./+types/index";
import { DirectDebitForm } from "./direct-debit-form.tsx";

// /billing/payment-details/direct-debit — "Pay by direct debit". The form posts to
// …/direct-debit/confirm; that step's "Change your answers" posts its answers back here.

export const handle = billingHandle;
export const headers = billingHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  await requireOffered(context.get(portalContext), "directDebit");
  return { constraint: getZodConstraint(ddCheckSchema) };
}

export const action = intentAction({ "dd-edit": (_portal, formData) => ddEdit(formData) });

/** "Change your answers" on the check step: the name and BSB again; the account number is typed again (never echoed). */
function ddEdit(formData: FormData) {
  const initialValue: Record<string, string> = {};
  for (const name of ["accountName", "bsb"]) {
    const value = formData.get(name);
    if (typeof value === "string") initialValue[name] = value.slice(0, 40);
  }
  return { result: { initialValue } as SubmissionResult<string[]> };
}

export default function PayByDirectDebit({ loaderData, actionData }: Route.ComponentProps) {
  return <DirectDebitForm constraint={loaderData.constraint} failed={actionData} />;
}
