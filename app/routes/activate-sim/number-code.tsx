import { portalContext } from "#app/lib/portal.server.ts";
import { readForm } from "#app/routes/billing/steps.server.ts";
import type { Route } from "./+types/number-code";
import { CodePage } from "./code-page.tsx";
import { codeStepAction } from "./codes.server.ts";
import { backUrl, stepGuard } from "./journey.server.ts";

// /activate-sim/number-code: the code sent by SMS to the number being kept (validate-port-in-verification).

export async function loader({ context }: Route.LoaderArgs) {
  const { journey } = await stepGuard(context.get(portalContext), "numberCode");
  return { back: backUrl(journey, "numberCode"), sentTo: journey.portInMsn ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const { journey } = await stepGuard(portal, "numberCode");
  return codeStepAction(portal, journey, "portIn", await readForm(request));
}

export default function NumberCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CodePage
      id="number-code"
      title="Enter the code we sent to your number"
      sentTo={loaderData.sentTo}
      back={loaderData.back}
      lastResult={actionData?.result}
      resent={Boolean(actionData && "resent" in actionData && actionData.resent)}
    />
  );
}
