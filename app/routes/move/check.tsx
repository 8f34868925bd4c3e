import { data, redirect } from "react-router";
import { Button } from "#app/components/index.ts";
import { moveBlock, moveDateProblem } from "#app/domain/moving.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { formatDate, todayIso } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { CheckPage } from "#app/routes/billing/check-page.tsx";
import type { Route } from "./+types/check";
import { addressUrl, firstOpenStep, saveJourney, stepGuard } from "./journey.server.ts";
import { feesFor, type MoveFee } from "./moving.server.ts";
import { countMoveStep } from "./step-limit.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/check: check your answers, with the fees from the quotes, then actions/move-address for
// each service (in parallel). Everything is checked again before anything is sent: the date
// against today, the services against a fresh qualification of the address, the quotes.

function feeText(fee: MoveFee): string {
  if (!fee.ok) return fee.message;
  const parts = [fee.upfrontCents > 0 ? `${formatMoney(fee.upfrontCents)} to connect` : "No fee to move"];
  if (fee.monthlyCents !== null) parts.push(`${formatMoney(fee.monthlyCents)} a month`);
  if (fee.connection) parts.push(fee.connection);
  return parts.join(". ");
}

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const journey = await stepGuard(portal, "check");
  const services = (await fromProvider(portal.services())).filter((s) => journey.serviceIds!.includes(s.id));
  const fees = await fromProvider(feesFor(portal, services, journey));
  const upfront = fees.reduce((sum, f) => sum + (f.ok ? f.upfrontCents : 0), 0);
  return {
    label: journey.label!,
    addressUrl: addressUrl(journey),
    moveDate: formatDate(journey.moveDate!),
    fees: fees.map((f) => ({ key: f.name, value: feeText(f) })),
    total: formatMoney(upfront),
  };
}

export async function action({ context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const journey = await stepGuard(portal, "check");
  if (firstOpenStep(journey) !== "check") throw redirect(MOVE_URLS[firstOpenStep(journey)], 303);
  const dateProblem = moveDateProblem(journey.moveDate!, todayIso());
  if (dateProblem) return data({ error: `${dateProblem}. Change the move date.` }, { status: 400 });
  await countMoveStep(portal);
  try {
    const [services, availability] = await Promise.all([
      portal.services(),
      qualifyAddress(portal.api, journey.address!),
    ]);
    const chosen = services.filter((s) => journey.serviceIds!.includes(s.id));
    const blocked = chosen.find((s) => moveBlock(s, availability));
    if (chosen.length !== journey.serviceIds!.length || blocked) {
      return data(
        { error: "A service you chose can no longer move. Check which services are moving." },
        { status: 409 },
      );
    }
    const fees = await feesFor(portal, chosen, { ...journey, availability });
    const refused = fees.find((f) => !f.ok);
    if (refused && !refused.ok) return data({ error: refused.message }, { status: 409 });
    const {
      locationId: _location,
      unitType: _u,
      levelType: _lt,
      levelNumber: _ln,
      lotNumber: _lot,
      ...address
    } = journey.address!;
    const results = await Promise.allSettled(
      chosen.map((s) => portal.api.account.moveAddress({ serviceId: s.id, moveDate: journey.moveDate!, address })),
    );
    results.forEach((r) => (r.status === "rejected" ? rethrowUnauthorized(r.reason) : undefined));
    const moved = chosen.flatMap((s, i) => {
      const r = results[i]!;
      return r.status === "fulfilled"
        ? [{ serviceCode: s.code, reference: r.value.reference, status: r.value.status }]
        : [];
    });
    const failed = chosen.flatMap((s, i) => {
      const r = results[i]!;
      return r.status === "rejected" ? [{ serviceCode: s.code, message: customerMessageOf(r.reason) }] : [];
    });
    if (moved.length === 0)
      return data({ error: `We could not book your move: ${failed[0]!.message}` }, { status: 502 });
    await saveJourney(portal, {
      ...journey,
      done: { label: journey.label!, moveDate: journey.moveDate!, moved, failed },
    });
  } catch (error) {
    rethrowUnauthorized(error);
    return data({ error: `We could not book your move: ${customerMessageOf(error)}` }, { status: 502 });
  }
  throw redirect(MOVE_URLS.done, 303);
}

export default function MoveCheck({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsPending({ state: "submitting" });
  return (
    <CheckPage
      title="Check your answers before booking your move"
      back={MOVE_URLS.services}
      action={MOVE_URLS.check}
      error={actionData?.error}
      rows={[
        { key: "New address", value: loaderData.label, change: { to: loaderData.addressUrl, what: "new address" } },
        { key: "Move date", value: loaderData.moveDate, change: { to: MOVE_URLS.date, what: "move date" } },
        ...loaderData.fees.map((f) => ({ ...f, change: { to: MOVE_URLS.services, what: "services moving" } })),
        { key: "One-off fees in total", value: loaderData.total },
      ]}
    >
      <p>One-off fees are added to your next bill.</p>
      <div>
        <Button type="submit" disabled={busy}>
          Book my move
        </Button>
      </div>
    </CheckPage>
  );
}
