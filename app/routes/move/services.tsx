import { data, redirect } from "react-router";
import { CheckboxGroup } from "#app/components/index.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { StepPage } from "#app/routes/activate-sim/step-page.tsx";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/services";
import { nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { type MoveServicesFields, moveServicesSchema } from "./move.schemas.ts";
import { feesFor, moveOptions } from "./moving.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/services: which services move. Only those the new address can have are offered; a
// broadband plan the new address cannot have is refused here (its quote).

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const journey = await stepGuard(portal, "services");
  const { options } = await fromProvider(moveOptions(portal, journey));
  return {
    options: options.map((o) => ({
      value: String(o.id),
      label: o.name,
      hint: o.blocked ?? undefined,
      disabled: Boolean(o.blocked),
    })),
    defaults: { serviceIds: (journey.serviceIds ?? options.filter((o) => !o.blocked).map((o) => o.id)).map(String) },
    constraint: getZodConstraint(moveServicesSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const [journey, formData] = await Promise.all([stepGuard(portal, "services"), readForm(request)]);
  const submission = parseWithZod(formData, { schema: moveServicesSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const { options, services } = await fromProvider(moveOptions(portal, journey));
  const chosen = [...new Set(submission.value.serviceIds.map(Number))];
  const refuse = (message: string) =>
    data({ result: submission.reply({ fieldErrors: { serviceIds: [message] } }) }, { status: 400 });
  // Only ids this page offered: one it never listed (made up, or another account's) is refused here.
  const picked = chosen.map((id) => options.find((o) => o.id === id));
  if (picked.some((o) => o === undefined)) return refuse("Select the services that are moving");
  const blocked = picked.find((o) => o?.blocked);
  if (blocked) return refuse(`${blocked.name} cannot move: ${blocked.blocked}`);
  const fees = await fromProvider(
    feesFor(
      portal,
      services.filter((s) => chosen.includes(s.id)),
      journey,
    ),
  );
  const refused = fees.find((f) => !f.ok);
  if (refused && !refused.ok) return refuse(refused.message);
  const next = { ...journey, serviceIds: chosen };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./move.schemas.ts").then((m) => m.validateMoveServices);

export default function MoveServices({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<MoveServicesFields>({
    id: "move-services",
    lastResult: actionData?.result,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-services", loadCheck),
  });
  return (
    <StepPage title="Which services are moving?" back={MOVE_URLS.date} form={form} formProps={getFormProps(form)}>
      <CheckboxGroup
        legend="Services to move"
        hint="Select all that apply."
        meta={fields.serviceIds}
        options={loaderData.options}
      />
    </StepPage>
  );
}
