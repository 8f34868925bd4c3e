import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { getZodConstraint } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import type { RouteHandle } from "#app/lib/tag-manager.tsx";
import { readForm } from "../../billing.server.ts";
import { requireOffered } from "../payment-details.server.ts";
import { ddCheckSchema } from "../payment-details.schemas.ts";
import type { Route } from "./+types/index";
import { DirectDebitForm } from "./direct-debit-form.tsx";

// /billing/payment-details/direct-debit — "Pay by direct debit". The form posts to
// …/direct-debit/confirm; that step's "Change your answers" posts its answers back here.

/** Like every billing page: no third-party tag manager, never cached (issue 6). */
export const handle: RouteHandle = { noTagManager: true };
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  await requireOffered(context.get(portalContext), "directDebit");
  return { constraint: getZodConstraint(ddCheckSchema) };
}

/** "Change your answers" on the check step: the name and BSB again; the account number is typed again (never echoed). */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (formData.get("intent") !== "dd-edit") throw data({ message: "Unknown form" }, { status: 400 });
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
