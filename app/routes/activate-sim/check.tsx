import { data } from "react-router";
import { idDocumentShown } from "#app/domain/identity-documents.ts";
import { displayPhone } from "#app/domain/phone.ts";
import { formatIccid, iccidProblem, SIM_MESSAGES } from "#app/domain/sim.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { formError } from "#app/lib/form/replies.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { withChange } from "#app/lib/journey/journey.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/check";
import { activateSchema } from "./activate-sim.schemas.ts";
import type { SimAnswers } from "./sim-journey.ts";
import { simPage, simStore } from "./sim-store.server.ts";
import { SIM_URLS } from "./urls.ts";

// /activate-sim/check: "Check your answers", then submit-activation, once (sendOnce). Everything
// was checked on its own page; it is all checked again here (the answers come from the state
// store, the SIM number again with the provider, the codes and identity by the provider with the
// contextId).

export const headers = journeyHeaders;

function answersOf(answers: SimAnswers) {
  return {
    simNumber: formatIccid(answers.simNumber ?? ""),
    number: answers.numberChoice === "keep" ? `Keep ${displayPhone(answers.portInMsn)}` : "A new number",
    emailAddress: answers.emailAddress ?? "",
    dateOfBirth: answers.identity ? formatDate(answers.identity.dateOfBirth) : "",
    document: answers.identity ? idDocumentShown(answers.identity.idType, answers.identity.idNumberEnd) : "",
  };
}

export async function loader(args: Route.LoaderArgs) {
  const page = await simPage(args, "check");
  return data(
    {
      back: page.back,
      version: page.version,
      lastResult: page.lastResult,
      serviceName: page.serviceName,
      answers: answersOf(page.answers),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers, serviceName } = await simPage(args, "check");
  const formData = await readForm(args.request);
  const refuse = (message: string) =>
    simStore.askAgain(args, "check", formError(parseWithZod(formData, { schema: activateSchema }), message));
  return simStore.sendOnce(args, async (finish) => {
    const simNumber = answers.simNumber!;
    const problem = iccidProblem(simNumber);
    if (problem) return refuse(`Your SIM number: ${SIM_MESSAGES[problem]}`);
    let outcome;
    try {
      const [sim, profile] = await Promise.all([portal.api.account.mobileSimValidate({ simNumber }), portal.profile()]);
      outcome = !sim.valid
        ? { refused: `Your SIM number: ${sim.message || "this SIM cannot be used"}` }
        : {
            answer: await portal.api.mobile.submitActivation({
              contextId: answers.contextId,
              accountCode: profile.accountCode,
              serviceId: answers.serviceId,
              simNumber,
              ...(answers.numberChoice === "keep" && answers.portInMsn ? { portInMsn: answers.portInMsn } : {}),
              emailAddress: answers.emailAddress!,
            }),
          };
    } catch (error) {
      rethrowUnauthorized(error);
      return refuse(`We could not activate your SIM: ${customerMessageOf(error)}`);
    }
    if ("refused" in outcome) return refuse(outcome.refused);
    const { answer } = outcome;
    return finish({
      serviceCode: answers.serviceCode,
      serviceName,
      kept: answers.numberChoice === "keep",
      reference: answer.reference,
      status: answer.status,
      nextStep: answer.nextStep ?? null,
      serviceStatus: answer.serviceStatus ?? null,
      phoneNumber: answer.phoneNumber ?? null,
      message: answer.message ?? null,
    });
  });
}

export default function Check({ loaderData }: Route.ComponentProps) {
  const { answers } = loaderData;
  const [form] = useForm({ id: "sim-check", lastResult: loaderData.lastResult });
  const change = (url: string) => withChange(url, true);
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your answers before activating your SIM"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      submit="Activate SIM"
      rows={[
        { key: "Service", value: loaderData.serviceName },
        { key: "SIM number", value: answers.simNumber, change: { to: change(SIM_URLS.sim), what: "SIM number" } },
        {
          key: "Mobile number",
          value: answers.number,
          change: { to: change(SIM_URLS.number), what: "mobile number" },
        },
        {
          key: "Email address",
          value: answers.emailAddress,
          change: { to: change(SIM_URLS.email), what: "email address" },
        },
        {
          key: "Date of birth",
          value: answers.dateOfBirth,
          change: { to: change(SIM_URLS.identity), what: "date of birth" },
        },
        {
          key: "Identity document",
          value: answers.document,
          change: { to: change(SIM_URLS.identity), what: "identity document" },
        },
      ]}
    >
      <p>By activating your SIM you agree to the mobile plan's terms. You cannot undo an activation online.</p>
    </CheckPage>
  );
}
