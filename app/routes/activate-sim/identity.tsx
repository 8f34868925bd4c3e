import { data } from "react-router";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { datePartsOf } from "#app/components/date-input/date-input.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { Route } from "./+types/identity";
import { ID_TYPES } from "#app/domain/identity-documents.ts";
import { type IdentityFields, identitySchema } from "./activate-sim.schemas.ts";
import { simPage, simStore } from "./sim-store.server.ts";

// /activate-sim/identity: the identity check the law asks of a new mobile service
// (mobile/personal-details/verify), against the account holder's name. The document number is
// sent to the provider and never kept or shown again (only its last 4 characters).

export const headers = journeyHeaders;

/** The document number is never kept, not even in a failed post's reply. */
const NOT_KEPT = [...SECRET_FIELDS, "idNumber"];

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const [page, profile] = await Promise.all([simPage(args, "identity"), fromProvider(portal.profile())]);
  const { identity } = page.answers;
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      holder: `${profile.firstName} ${profile.lastName}`,
      defaults: {
        dateOfBirth: identity ? datePartsOf(identity.dateOfBirth) : undefined,
        idType: identity?.idType ?? "",
      },
      constraint: getZodConstraint(identitySchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await simPage(args, "identity");
  const submission = parseWithZod(await readForm(args.request), { schema: identitySchema });
  if (submission.status !== "success") {
    return simStore.askAgain(args, "identity", submission.reply({ hideFields: NOT_KEPT }));
  }
  const { dateOfBirth, idType, idNumber } = submission.value;
  let refusal;
  try {
    const profile = await portal.profile();
    await portal.api.account.mobilePersonalDetailsVerify({
      contextId: answers.contextId,
      serviceId: answers.serviceId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth,
      idType,
      idNumber,
    });
  } catch (error) {
    refusal = submission.reply({ formErrors: [recoverable(error).customerMessage], hideFields: NOT_KEPT });
  }
  if (refusal) return simStore.askAgain(args, "identity", refusal);
  return simStore.answer(args, { ...answers, identity: { dateOfBirth, idType, idNumberEnd: idNumber.slice(-4) } });
}

const loadCheck = () => import("./activate-sim.client.ts").then((m) => m.validateIdentity);

export default function Identity({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<IdentityFields>({
    id: "identity",
    lastResult: loaderData.lastResult,
    defaultValue: loaderData.defaults,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("identity", loadCheck),
  });
  return (
    <StepPage
      title="Confirm your identity"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro={`The law requires us to check the identity of the person a mobile service is for. We check these details against the account holder, ${loaderData.holder}.`}
    >
      <DateInput legend="Date of birth" hint="For example, 27 3 1985" meta={fields.dateOfBirth} autoComplete="bday" />
      <RadioGroup
        legend="Which identity document will you use?"
        meta={fields.idType}
        required
        options={ID_TYPES.map((t) => ({ value: t.value, label: t.label, hint: t.example }))}
      />
      <Field
        label="Document number"
        meta={fields.idNumber}
        inputProps={{ ...getInputProps(fields.idNumber, { type: "text" }), autoComplete: "off", spellCheck: false }}
      />
    </StepPage>
  );
}
