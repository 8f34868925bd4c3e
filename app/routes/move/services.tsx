import { data } from "react-router";
import { CheckboxGroup } from "#app/components/checkbox-group/CheckboxGroup.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/services";
import { type MoveServicesFields, moveServicesSchema } from "./move.schemas.ts";
import { movePage, moveStore } from "./move-store.server.ts";
import { feesFor, moveOptions, visitFor } from "./moving.server.ts";

// /move/services: which services move. Only those the new address can have are offered; a
// broadband plan the new address cannot have is refused here (its quote). A service due to be
// cancelled is not ticked for the customer (its hint says why). Whether the move needs a
// technician is asked of the provider here, with the answer.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const page = await movePage(args, "services");
  const { options } = await fromProvider(moveOptions(portal, page.answers));
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      options: options.map((o) => ({
        value: String(o.id),
        label: o.name,
        hint: o.blocked ?? o.note ?? undefined,
        disabled: Boolean(o.blocked),
      })),
      defaults: {
        serviceIds: (page.answers.serviceIds ?? options.filter((o) => o.ticked).map((o) => o.id)).map(String),
      },
      constraint: getZodConstraint(moveServicesSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await movePage(args, "services");
  const submission = parseWithZod(await readForm(args.request), { schema: moveServicesSchema });
  if (submission.status !== "success") return moveStore.askAgain(args, "services", fieldErrors(submission));
  const { options, services } = await fromProvider(moveOptions(portal, answers));
  const chosen = [...new Set(submission.value.serviceIds.map(Number))];
  const refuse = (message: string) =>
    moveStore.askAgain(args, "services", submission.reply({ fieldErrors: { serviceIds: [message] } }));
  // Only ids this page offered (every service of the account): one it never listed (made up, or
  // another account's) is refused here, and recorded in the audit trail.
  const picked = chosen.map((id) => options.find((o) => o.id === id));
  if (picked.some((o) => o === undefined)) {
    for (const id of chosen.filter((_, i) => !picked[i])) portal.refuseAccess("service", id);
    return refuse("Select the services that are moving");
  }
  const blocked = picked.find((o) => o?.blocked);
  if (blocked) return refuse(`${blocked.name} cannot move: ${blocked.blocked}`);
  const moving = services.filter((s) => chosen.includes(s.id));
  const [fees, visit] = await fromProvider(
    Promise.all([feesFor(portal, moving, answers), visitFor(portal, moving, answers)]),
  );
  const refused = fees.find((f) => !f.ok);
  if (refused && !refused.ok) return refuse(refused.message);
  const { appointment, ...rest } = answers;
  return moveStore.answer(args, {
    ...rest,
    serviceIds: chosen,
    visit,
    ...(visit === "needed" && appointment ? { appointment } : {}),
  });
}

const loadCheck = () => import("./move.client.ts").then((m) => m.validateMoveServices);

export default function MoveServices({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<MoveServicesFields>({
    id: "move-services",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-services", loadCheck),
  });
  return (
    <StepPage title="Which services are moving?" back={loaderData.back} form={form} formProps={getFormProps(form)}>
      <CheckboxGroup
        legend="Services to move"
        hint="Select all that apply."
        meta={fields.serviceIds}
        options={loaderData.options}
      />
    </StepPage>
  );
}
