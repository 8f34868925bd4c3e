import { data, redirect } from "react-router";
import { ManualAddressFields } from "#app/components/index.ts";
import { manualAddressSchema, type ManualAddressFields as Fields } from "#app/domain/address.schemas.ts";
import { addressLookups, manualFieldsOf, qualifyManualAddress } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { StepPage } from "#app/routes/activate-sim/step-page.tsx";
import * as styles from "#app/routes/activate-sim/activate-sim.css.ts";
import type { Route } from "./+types/manual-address";
import { saveJourney, stepGuard } from "./journey.server.ts";
import { countMoveStep } from "./step-limit.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/address: the new address typed in by hand when the search does not find it — the join
// journey's manual entry (ManualAddressFields, the provider's lookups, qualifyManualAddress).

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [journey, lookups] = await Promise.all([
    stepGuard(portal, "manualAddress"),
    fromProvider(addressLookups(portal.api)),
  ]);
  return {
    lookups,
    defaults: journey.manual && journey.address ? manualFieldsOf(journey.address) : undefined,
    constraint: getZodConstraint(manualAddressSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const [journey, formData] = await Promise.all([stepGuard(portal, "manualAddress"), request.formData()]);
  const submission = parseWithZod(formData, { schema: manualAddressSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  await countMoveStep(portal);
  let next;
  try {
    const typed = await qualifyManualAddress(portal.api, submission.value);
    if (!typed.ok) return data({ result: submission.reply({ fieldErrors: typed.fieldErrors }) }, { status: 400 });
    // A new address: which services move is asked again.
    const { address, label, availability } = typed;
    next = { ...journey, address, label, manual: true, availability, serviceIds: undefined };
  } catch (error) {
    rethrowUnauthorized(error);
    return data({ result: formError(submission, customerMessageOf(error)) }, { status: 502 });
  }
  await saveJourney(portal, next);
  throw redirect(MOVE_URLS.available, 303);
}

const loadManualCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateManualAddress);

export default function MoveManualAddress({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<Fields>({
    id: "move-manual-address",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: loaderData.defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-manual-address", loadManualCheck),
  });
  return (
    <StepPage
      title="Enter your new address"
      back={MOVE_URLS.address}
      form={form}
      formProps={getFormProps(form)}
      intro="We will check what your new address can have."
    >
      <ManualAddressFields fields={fields} lookups={loaderData.lookups} className={styles.form} />
    </StepPage>
  );
}
