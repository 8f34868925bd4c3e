import { data } from "react-router";
import { ManualAddressFields } from "#app/components/address-search/AddressSearch.tsx";
import { manualAddressSchema, type ManualAddressFields as Fields } from "#app/domain/address.schemas.ts";
import { addressLookups, manualFieldsOf, qualifyManualAddress } from "#app/lib/address.server.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/manual-address";
import { movePage, moveStore } from "./move-store.server.ts";
import { moveStepAllowed, TOO_MANY_MOVE_STEPS } from "./step-limit.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/address: the new address typed in by hand when the search does not find it — the join
// journey's manual entry (ManualAddressFields, the provider's lookups, qualifyManualAddress).
// Another way to answer "Where are you moving to?", so it can be opened at any step before the
// move is booked.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const [page, lookups] = await Promise.all([
    movePage(args, "manualAddress"),
    fromProvider(addressLookups(portal.api)),
  ]);
  const { answers } = page;
  return data(
    {
      lookups,
      back: page.change ? page.back : MOVE_URLS.address,
      lastResult: page.lastResult,
      defaults: answers.manual && answers.address ? manualFieldsOf(answers.address) : undefined,
      constraint: getZodConstraint(manualAddressSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await movePage(args, "manualAddress");
  const submission = parseWithZod(await readForm(args.request), { schema: manualAddressSchema });
  if (submission.status !== "success") return moveStore.askAgain(args, "manualAddress", fieldErrors(submission));
  if (!(await moveStepAllowed(portal))) {
    return moveStore.askAgain(args, "manualAddress", formError(submission, TOO_MANY_MOVE_STEPS));
  }
  let typed;
  try {
    typed = await qualifyManualAddress(portal.api, submission.value);
  } catch (error) {
    rethrowUnauthorized(error);
    return moveStore.askAgain(args, "manualAddress", formError(submission, customerMessageOf(error)));
  }
  if (!typed.ok) {
    return moveStore.askAgain(args, "manualAddress", submission.reply({ fieldErrors: typed.fieldErrors }));
  }
  // A new address: which services move, and the technician's visit, are asked again.
  const { address, label, availability } = typed;
  const next = {
    ...answers,
    address,
    label,
    manual: true,
    availability,
    serviceIds: undefined,
    visit: undefined,
    appointment: undefined,
  };
  return moveStore.answer(args, next, MOVE_URLS.available);
}

const loadManualCheck = () => import("#app/domain/address.client.ts").then((m) => m.validateManualAddress);

export default function MoveManualAddress({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<Fields>({
    id: "move-manual-address",
    lastResult: loaderData.lastResult,
    constraint: loaderData.constraint,
    defaultValue: loaderData.defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("move-manual-address", loadManualCheck),
  });
  return (
    <StepPage
      title="Enter your new address"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro="We will check what your new address can have."
    >
      <ManualAddressFields fields={fields} lookups={loaderData.lookups} className={styles.form} />
    </StepPage>
  );
}
