import { data } from "react-router";
import { moveBlock, moveDateProblem } from "#app/domain/moving.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { todayIso } from "#app/lib/dates/calendar.ts";
import { formatDay, formatTimeWindow } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { formError } from "#app/lib/form/replies.ts";
import { formatMoney } from "#app/domain/format.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { withChange } from "#app/lib/journey/journey.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/check";
import { bookMoveSchema } from "./move.schemas.ts";
import { addressUrl } from "./move-journey.ts";
import { movePage, moveStore } from "./move-store.server.ts";
import { feesFor, type MoveFee, visitSlots } from "./moving.server.ts";
import { kindOf, serviceName } from "#app/domain/services.ts";
import type { VisitSlot } from "#server/provider/schemas/requests.ts";
import { moveStepAllowed, TOO_MANY_MOVE_STEPS } from "./step-limit.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/check: check your answers, with the fees from the quotes and the technician's visit, then
// actions/move-address for each service (in parallel; the visit goes with the broadband), once
// (sendOnce). Everything is checked again before anything is sent: the date against today, the
// services against a fresh qualification of the address, the quotes, the visit against the
// windows still offered.

export const headers = journeyHeaders;

function feeText(fee: MoveFee): string {
  if (!fee.ok) return fee.message;
  const parts = [fee.upfrontCents > 0 ? `${formatMoney(fee.upfrontCents)} to connect` : "No fee to move"];
  if (fee.monthlyCents !== null) parts.push(`${formatMoney(fee.monthlyCents)} a month`);
  if (fee.connection) parts.push(fee.connection);
  return parts.join(". ");
}

/** "Monday 21 December 2026, 8:00am to midday". */
const visitText = (slot: VisitSlot) => formatTimeWindow(`${slot.date}T${slot.from}`, `${slot.date}T${slot.to}`);

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const page = await movePage(args, "check");
  const { answers } = page;
  const services = (await fromProvider(portal.services())).filter((s) => answers.serviceIds!.includes(s.id));
  const fees = await fromProvider(feesFor(portal, services, answers));
  const upfront = fees.reduce((sum, f) => sum + (f.ok ? f.upfrontCents : 0), 0);
  return data(
    {
      back: page.back,
      version: page.version,
      lastResult: page.lastResult,
      label: answers.label!,
      addressUrl: addressUrl(answers),
      moveDate: formatDay(answers.moveDate!),
      visit: answers.visit === "needed" && answers.appointment ? visitText(answers.appointment) : null,
      fees: fees.map((f) => ({ key: f.name, value: feeText(f) })),
      total: formatMoney(upfront),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await movePage(args, "check");
  const formData = await readForm(args.request);
  const refuse = (message: string) =>
    moveStore.askAgain(args, "check", formError(parseWithZod(formData, { schema: bookMoveSchema }), message));
  return moveStore.sendOnce(args, async (finish) => {
    const dateProblem = moveDateProblem(answers.moveDate!, todayIso());
    if (dateProblem) return refuse(`${dateProblem}. Change the move date.`);
    if (!(await moveStepAllowed(portal))) return refuse(TOO_MANY_MOVE_STEPS);
    let ready;
    try {
      const [services, availability] = await Promise.all([
        portal.services(),
        qualifyAddress(portal.api, answers.address!),
      ]);
      const chosen = services.filter((s) => answers.serviceIds!.includes(s.id));
      const blocked = chosen.find((s) => moveBlock(s, availability));
      const [fees, slots] = blocked
        ? [[], []]
        : await Promise.all([
            feesFor(portal, chosen, { ...answers, availability }),
            answers.visit === "needed" ? visitSlots(portal, answers) : [],
          ]);
      const visitGone = answers.visit === "needed" && !slots.some((s) => s.id === answers.appointment?.id);
      ready = { chosen, blocked, refused: fees.find((f) => !f.ok), visitGone };
    } catch (error) {
      rethrowUnauthorized(error);
      return refuse(`We could not book your move: ${customerMessageOf(error)}`);
    }
    const { chosen, blocked, refused, visitGone } = ready;
    if (chosen.length !== answers.serviceIds!.length || blocked) {
      return refuse("A service you chose can no longer move. Check which services are moving.");
    }
    if (refused && !refused.ok) return refuse(refused.message);
    if (visitGone) return refuse("The technician's visit time you chose is no longer offered. Change the visit time.");
    const appointment = answers.visit === "needed" ? (answers.appointment ?? null) : null;
    const {
      locationId: _location,
      unitType: _u,
      levelType: _lt,
      levelNumber: _ln,
      lotNumber: _lot,
      ...address
    } = answers.address!;
    const results = await Promise.allSettled(
      chosen.map((s) =>
        portal.api.account.moveAddress({
          serviceId: s.id,
          moveDate: answers.moveDate!,
          address,
          // The visit is booked with the broadband that needs it.
          ...(appointment && kindOf(s.type) === "broadband" ? { appointmentId: appointment.id } : {}),
        }),
      ),
    );
    const moved = chosen.flatMap((s, i) => {
      const r = results[i]!;
      return r.status === "fulfilled"
        ? [{ serviceCode: s.code, name: serviceName(s), reference: r.value.reference, status: r.value.status }]
        : [];
    });
    const failed = chosen.flatMap((s, i) => {
      const r = results[i]!;
      return r.status === "rejected"
        ? [{ serviceCode: s.code, name: serviceName(s), message: customerMessageOf(r.reason) }]
        : [];
    });
    // Once one service has moved, the confirmation lists it (and what failed): nothing is sent twice.
    if (moved.length > 0) {
      const visitBooked =
        appointment && chosen.some((s, i) => kindOf(s.type) === "broadband" && results[i]!.status === "fulfilled");
      return finish({
        label: answers.label!,
        moveDate: answers.moveDate!,
        appointment: visitBooked ? appointment : null,
        moved,
        failed,
      });
    }
    results.forEach((r) => (r.status === "rejected" ? rethrowUnauthorized(r.reason) : undefined));
    return refuse(`We could not book your move: ${failed[0]!.message}`);
  });
}

export default function MoveCheck({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "move-check", lastResult: loaderData.lastResult });
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your answers before booking your move"
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      submit="Book my move"
      rows={[
        { key: "New address", value: loaderData.label, change: { to: loaderData.addressUrl, what: "new address" } },
        {
          key: "Move date",
          value: loaderData.moveDate,
          change: { to: withChange(MOVE_URLS.date, true), what: "move date" },
        },
        loaderData.visit
          ? {
              key: "Technician visit",
              value: loaderData.visit,
              change: { to: withChange(MOVE_URLS.appointment, true), what: "technician visit" },
            }
          : null,
        ...loaderData.fees.map((f) => ({
          ...f,
          change: { to: withChange(MOVE_URLS.services, true), what: "services moving" },
        })),
        { key: "One-off fees in total", value: loaderData.total },
      ]}
    >
      <p>One-off fees are added to your next bill.</p>
    </CheckPage>
  );
}
