import { data, redirect } from "react-router";
import { DateInput, Field, RadioGroup } from "#app/components/index.ts";
import { datePartsOf } from "#app/lib/date-input.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/identity";
import { ID_TYPES } from "#app/domain/identity-documents.ts";
import { type IdentityFields, identitySchema } from "./activate-sim.schemas.ts";
import { backUrl, nextUrl, saveJourney, stepGuard } from "./journey.server.ts";
import { providerReply } from "./step-replies.server.ts";
import { StepPage } from "./step-page.tsx";

// /activate-sim/identity: the identity check the law asks of a new mobile service
// (mobile/personal-details/verify), against the account holder's name. The document number is
// sent to the provider and never kept or shown again (only its last 4 characters).

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [{ journey }, profile] = await Promise.all([stepGuard(portal, "identity"), fromProvider(portal.profile())]);
  return {
    back: backUrl(journey, "identity"),
    holder: `${profile.firstName} ${profile.lastName}`,
    defaults: {
      dateOfBirth: journey.identity ? datePartsOf(journey.identity.dateOfBirth) : undefined,
      idType: journey.identity?.idType ?? "",
    },
    constraint: getZodConstraint(identitySchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const [{ journey }, formData] = await Promise.all([stepGuard(portal, "identity"), readForm(request)]);
  const submission = parseWithZod(formData, { schema: identitySchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const { dateOfBirth, idType, idNumber } = submission.value;
  try {
    const profile = await portal.profile();
    await portal.api.account.mobilePersonalDetailsVerify({
      contextId: journey.contextId,
      serviceId: journey.serviceId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth,
      idType,
      idNumber,
    });
  } catch (error) {
    return providerReply(submission, error);
  }
  const next = { ...journey, identity: { dateOfBirth, idType, idNumberEnd: idNumber.slice(-4) } };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}

const loadCheck = () => import("./activate-sim.schemas.ts").then((m) => m.validateIdentity);

export default function Identity({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<IdentityFields>({
    id: "identity",
    lastResult: actionData?.result,
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
      <DateInput legend="Date of birth" hint="For example, 27 3 1985" meta={fields.dateOfBirth} />
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
