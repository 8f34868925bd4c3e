import { data } from "react-router";
import { displayPhone } from "#app/domain/phone.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/number-code";
import { CodePage } from "./code-page.tsx";
import { codeStepAction } from "./codes.server.ts";
import { simPage } from "./sim-store.server.ts";

// /activate-sim/number-code: the code sent by SMS to the number being kept (validate-port-in-verification).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await simPage(args, "numberCode");
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      sentTo: displayPhone(page.answers.portInMsn),
      resent: Boolean(page.answers.portInResent),
    },
    { status: page.status },
  );
}

export const action = (args: Route.ActionArgs) => codeStepAction(args, "numberCode");

export default function NumberCode({ loaderData }: Route.ComponentProps) {
  return (
    <CodePage
      id="number-code"
      title="Enter the code we sent to your number"
      sentTo={loaderData.sentTo}
      back={loaderData.back}
      lastResult={loaderData.lastResult}
      resent={loaderData.resent}
    />
  );
}
