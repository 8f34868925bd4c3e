import { data, redirect } from "react-router";
import { Button } from "#app/components/index.ts";
import { formatIccid, iccidProblem, SIM_MESSAGES } from "#app/domain/sim.ts";
import { formatDate } from "#app/lib/dates.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { CheckPage } from "#app/routes/billing/check-page.tsx";
import type { Route } from "./+types/check";
import { idDocumentShown } from "#app/domain/identity-documents.ts";
import { backUrl, firstOpenStep, saveJourney, stepGuard, type SimJourney } from "./journey.server.ts";
import { SIM_URLS } from "./urls.ts";

// /activate-sim/check: "Check your answers", then submit-activation. Everything was checked on
// its own page; it is all checked again here (the answers come from the state store, the SIM
// number again with the provider, the codes and identity by the provider with the contextId).

function answersOf(journey: SimJourney) {
  return {
    simNumber: formatIccid(journey.simNumber ?? ""),
    number: journey.numberChoice === "keep" ? `Keep ${journey.portInMsn ?? ""}` : "A new number",
    emailAddress: journey.emailAddress ?? "",
    dateOfBirth: journey.identity ? formatDate(journey.identity.dateOfBirth) : "",
    document: journey.identity ? idDocumentShown(journey.identity.idType, journey.identity.idNumberEnd) : "",
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { journey, service } = await stepGuard(context.get(portalContext), "check");
  return {
    back: backUrl(journey, "check"),
    serviceCode: service?.code ?? journey.serviceCode,
    answers: answersOf(journey),
  };
}

export async function action({ context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "check");
  // Every answer again, before anything is sent.
  if (firstOpenStep(journey) !== "check") throw redirect(SIM_URLS[firstOpenStep(journey)], 303);
  const simNumber = journey.simNumber!;
  const problem = iccidProblem(simNumber);
  if (problem) return data({ error: `Your SIM number: ${SIM_MESSAGES[problem]}` }, { status: 400 });
  try {
    const [sim, profile] = await Promise.all([portal.api.account.mobileSimValidate({ simNumber }), portal.profile()]);
    if (!sim.valid)
      return data({ error: `Your SIM number: ${sim.message || "this SIM cannot be used"}` }, { status: 400 });
    const answer = await portal.api.mobile.submitActivation({
      contextId: journey.contextId,
      accountCode: profile.accountCode,
      serviceId: journey.serviceId,
      simNumber,
      ...(journey.numberChoice === "keep" && journey.portInMsn ? { portInMsn: journey.portInMsn } : {}),
      emailAddress: journey.emailAddress!,
    });
    await saveJourney(portal, {
      ...journey,
      done: {
        reference: answer.reference,
        status: answer.status,
        nextStep: answer.nextStep ?? null,
        serviceStatus: answer.serviceStatus ?? null,
        phoneNumber: answer.phoneNumber ?? null,
        message: answer.message ?? null,
      },
    });
  } catch (error) {
    rethrowUnauthorized(error);
    return data({ error: `We could not activate your SIM: ${customerMessageOf(error)}` }, { status: 502 });
  }
  throw redirect(SIM_URLS.done, 303);
}

export default function Check({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsPending({ state: "submitting" });
  const { answers } = loaderData;
  return (
    <CheckPage
      title="Check your answers before activating your SIM"
      back={loaderData.back}
      action={SIM_URLS.check}
      error={actionData?.error}
      rows={[
        { key: "Service", value: loaderData.serviceCode },
        { key: "SIM number", value: answers.simNumber, change: { to: SIM_URLS.sim, what: "SIM number" } },
        { key: "Mobile number", value: answers.number, change: { to: SIM_URLS.number, what: "mobile number" } },
        { key: "Email address", value: answers.emailAddress, change: { to: SIM_URLS.email, what: "email address" } },
        { key: "Date of birth", value: answers.dateOfBirth, change: { to: SIM_URLS.identity, what: "date of birth" } },
        {
          key: "Identity document",
          value: answers.document,
          change: { to: SIM_URLS.identity, what: "identity document" },
        },
      ]}
    >
      <p>By activating your SIM you agree to the mobile plan's terms. You cannot undo an activation online.</p>
      <div>
        <Button type="submit" disabled={busy}>
          Activate SIM
        </Button>
      </div>
    </CheckPage>
  );
}
