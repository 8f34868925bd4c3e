import { portalContext } from "#app/lib/portal.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/email-code";
import { CodePage } from "./code-page.tsx";
import { codeStepAction } from "./codes.server.ts";
import { backUrl, stepGuard } from "./journey.server.ts";

// /activate-sim/email-code: the code sent to the email address (handle-email-verification).

export async function loader({ context }: Route.LoaderArgs) {
  const { journey } = await stepGuard(context.get(portalContext), "emailCode");
  return { back: backUrl(journey, "emailCode"), sentTo: journey.emailAddress ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "emailCode");
  return codeStepAction(portal, journey, "email", await readForm(request));
}

export default function EmailCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CodePage
      id="email-code"
      title="Enter the code we sent to your email"
      sentTo={loaderData.sentTo}
      back={loaderData.back}
      lastResult={actionData?.result}
      resent={Boolean(actionData && "resent" in actionData && actionData.resent)}
    />
  );
}
