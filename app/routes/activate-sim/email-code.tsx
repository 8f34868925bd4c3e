import { data } from "react-router";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import type { Route } from "./+types/email-code";
import { CodePage } from "./code-page.tsx";
import { codeStepAction } from "./codes.server.ts";
import { simPage } from "./sim-store.server.ts";

// /activate-sim/email-code: the code sent to the email address (handle-email-verification).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await simPage(args, "emailCode");
  return data(
    {
      back: page.back,
      lastResult: page.lastResult,
      sentTo: page.answers.emailAddress ?? "",
      resent: Boolean(page.answers.emailResent),
    },
    { status: page.status },
  );
}

export const action = (args: Route.ActionArgs) => codeStepAction(args, "emailCode");

export default function EmailCode({ loaderData }: Route.ComponentProps) {
  return (
    <CodePage
      id="email-code"
      title="Enter the code we sent to your email"
      sentTo={loaderData.sentTo}
      back={loaderData.back}
      lastResult={loaderData.lastResult}
      resent={loaderData.resent}
    />
  );
}
