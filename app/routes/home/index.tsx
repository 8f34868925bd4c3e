import { audit, config } from "#app/lib/server-gateway.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { displayPhone } from "#app/domain/phone.ts";
import { awaitsSimActivation } from "#app/domain/sim.ts";
import {
  capabilitiesOf,
  kindOf,
  serviceName,
  serviceTypeName,
  startDateShown,
  statusText,
} from "#app/domain/services.ts";
import { monthlyFigure } from "#app/domain/energy-contracts.ts";
import type { RadiusStatus, Service } from "#server/provider/schemas/services.ts";
import type { VoipSettings } from "#server/provider/schemas/network.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button, ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { FailureNotice, TryAgain } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { dateTimeShown, formatDate } from "#app/lib/dates/format.ts";
import { todayIso } from "#app/lib/dates/calendar.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, attemptMain, fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/index";
import { toVoipUpdate, voipSettingsSchema } from "./voip-settings.schemas.ts";
import VoipSettingsCard from "./voip-settings-card.tsx";
import * as styles from "./services.css.ts";
import { billOutcome } from "./dashboard/bill.server.ts";
import { formatTimeOnline, serviceState } from "./dashboard/service-state.server.ts";
import { monthUsage, usageTitle } from "./dashboard/month-usage.server.ts";
import { BillPanel } from "./dashboard/bill-panel.tsx";
import { ServicePanel } from "./dashboard/service-panel.tsx";
import { UsagePanel } from "./dashboard/usage-panel.tsx";
import { ServiceTasks, type Task } from "./dashboard/service-tasks.tsx";
import { ServiceRecords } from "./dashboard/service-records.tsx";
import * as dashboard from "./dashboard/dashboard.css.ts";
import { safeguardCard } from "./dashboard/safeguards.server.ts";
import { currentMonthlyEstimate } from "./energy-contract.server.ts";
import { SafeguardsPanel } from "./dashboard/safeguards-panel.tsx";

const CONFIRM_RESET = "voip-password";

/** What the service offers here, with the brand's VoIP switch (spec §1). */
const capabilities = (service: Service) => capabilitiesOf(service, { voip: config.FEATURE_VOIP });

// Dates and numbers are worded here, in the loader, so the page ships no formatting code.
const shownVoipSettings = (settings: VoipSettings) => ({
  ...settings,
  phoneShown: displayPhone(settings.phoneNumber),
  passwordResetShown: settings.passwordResetAt ? dateTimeShown(settings.passwordResetAt) : null,
});

/** The connection card's rows, worded here so the page ships no formatting code. */
const connectionRows = (radius: RadiusStatus) => [
  { key: "Status", value: radius.isConnected ? "Connected" : "Not connected" },
  {
    key: "Time online",
    value: radius.isConnected && radius.timeOnline !== null ? formatTimeOnline(radius.timeOnline) : "—",
  },
  { key: "IP address", value: radius.framedIpAddress ?? "—" },
];

/** "Started 25 Oct 2024", or for a service still to be connected "Expected connection 30 Nov 2026". */
function startRow(service: Service) {
  const shown = startDateShown(service, todayIso());
  if (!shown) return null;
  return {
    key: shown.label,
    value: shown.date ? formatDate(shown.date) : "To be confirmed: we will email you the date",
  };
}

/**
 * The "Your service" card's rows, worded here (the page ships neither the words nor the
 * formatting). `estimateCents`: gas and electricity's monthly cost on the customer's usage.
 */
const serviceSummary = (service: Service, estimateCents: number | null = null) =>
  [
    { key: "Type", value: serviceTypeName(service.type) },
    { key: "Status", value: statusText(service) },
    { key: "Plan", value: service.planName ?? "Not known" },
    monthlyFigure(kindOf(service.type), service.monthlyPriceCents, estimateCents),
    service.phoneNumber ? { key: "Phone number", value: displayPhone(service.phoneNumber) } : null,
    service.address ? { key: "Address", value: service.address } : null,
    service.staticIpAddress ? { key: "Static IP address", value: service.staticIpAddress } : null,
    startRow(service),
  ].filter((row) => row !== null);

/** The service's main tasks (activate its SIM; move home, FEATURE_MOVING); cancelling is kept apart. */
const serviceTasks = (service: Service, can: ReturnType<typeof capabilities>, usagePanel: boolean): Task[] =>
  [
    awaitsSimActivation(service) ? { to: "/activate-sim", label: "Activate your SIM", main: true } : null,
    // With this month's usage on the page, its panel links to the rest; a service not connected yet has none.
    usagePanel || can.isPending ? null : { to: "/home/usage", label: "View usage" },
    can.canChangePlan ? { to: "/home/plan", label: "Change plan or add a product" } : null,
    can.changesEnergyContract ? { to: "/home/energy-contract", label: "Compare and change energy contracts" } : null,
    can.canCheckOutages ? { to: "/home/outages", label: "Check for outages" } : null,
    can.hasDiagnostics ? { to: "/service/service-tests", label: "Run diagnostics" } : null,
    config.FEATURE_MOVING && can.canMove ? { to: "/move", label: "Moving home? Move your services" } : null,
  ].filter((task) => task !== null);

export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const confirmReset = new URL(request.url).searchParams.get("confirm") === CONFIRM_RESET;
  // The balance does not depend on the service: asked for at once, awaited with the service's calls
  // (which start as soon as the service is known, without waiting for the balance).
  const pendingStatus = attempt(portal.api.account.status());
  // Handled from the start: when the services call signs the customer out (a 401), the loader
  // throws before it awaits the balance, whose own 401 must not be left as an unhandled rejection.
  pendingStatus.catch(() => undefined);
  const selected = await attemptMain(portal.selectedService());
  // Spec §8: a failed services load is not an error screen; the page says so and offers a retry.
  const service = selected.ok ? selected.value : null;
  if (!service) return { service: null, servicesFailed: !selected.ok, bill: billOutcome(await pendingStatus) };

  const can = capabilities(service);
  const pending = can.isPending;
  const inUse = !pending && !awaitsSimActivation(service);
  // Every call of the page at once: the service's state, its usage and its records are one round trip.
  // The secondary ones (notes, history, connection, outages, this month's usage) have a short time
  // budget of their own (portal.secondary): past it their card says so and the page is sent.
  const [status, notes, history, radius, voipSettings, hardwareOrders, outages, usage, requests, estimate] =
    await Promise.all([
      pendingStatus,
      attempt(portal.secondary.account.serviceNotes({ serviceId: service.id })),
      attempt(portal.secondary.account.serviceHistory({ serviceId: service.id })),
      can.hasConnectionStatus
        ? attempt(portal.secondary.account.radiusStatus({ serviceId: service.id, avcId: service.avcId ?? undefined }))
        : null,
      can.hasVoipSettings ? attempt(portal.api.wholesale.voipService({ id: service.id })) : null,
      // A service still to be connected: its hardware on the way (joined online).
      pending ? attempt(portal.api.account.hardwareOrders()) : null,
      can.canCheckOutages && service.avcId
        ? attempt(portal.secondary.wholesale.outages({ avcId: service.avcId }))
        : null,
      monthUsage(portal.secondary, service, can, inUse),
      // A move booked online (FEATURE_MOVING) is on the service's card; asked beside the rest, never after.
      config.FEATURE_MOVING && can.canMove ? attempt(portal.secondary.account.requests()) : null,
      can.kind === "energy" ? currentMonthlyEstimate(portal, service).catch(() => null) : null,
    ]);
  return {
    service: {
      code: service.code,
      name: serviceName(service),
      phoneNumber: service.phoneNumber ?? null,
      summary: serviceSummary(service, estimate),
      tasks: serviceTasks(service, can, usage !== null),
      canCancel: can.canCancel,
    },
    bill: billOutcome(status),
    state: serviceState(service, { radius, outages, history, orders: hardwareOrders, requests }),
    usage,
    usageTitle: usageTitle(can),
    safeguards: safeguardCard(service),
    notes: notes.ok
      ? {
          ok: true as const,
          value: [...notes.value.notes]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((n) => ({ id: n.id, shownDate: formatDate(n.createdAt), author: n.author ?? "—", text: n.text })),
        }
      : notes,
    history: history.ok
      ? {
          ok: true as const,
          value: [...history.value.history]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((h) => ({ id: h.id, shownDate: formatDate(h.date), event: h.event, description: h.description })),
        }
      : history,
    radius: radius?.ok ? { ok: true as const, value: connectionRows(radius.value) } : radius,
    voipSettings: voipSettings?.ok ? { ok: true as const, value: shownVoipSettings(voipSettings.value) } : voipSettings,
    voipConstraint: voipSettings?.ok ? getZodConstraint(voipSettingsSchema) : null,
    confirmReset: can.hasVoipSettings && confirmReset,
    orders: hardwareOrders?.ok
      ? {
          ok: true as const,
          value: hardwareOrders.value.orders.map((o) => ({
            key: o.name,
            value: `${o.status} (ordered ${formatDate(o.orderedAt)})`,
          })),
        }
      : hardwareOrders,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const service = await fromProvider(portal.selectedService());
  if (!service || !capabilities(service).hasVoipSettings) {
    portal.session.flash("alert", { type: "warning", message: "VoIP settings apply only to an active VoIP service." });
    throw redirect("/home");
  }

  if (intent === "voip-settings") {
    const submission = parseWithZod(formData, { schema: voipSettingsSchema });
    if (submission.status !== "success")
      return data({ intent, result: fieldErrors(submission), message: null }, { status: 400 });
    try {
      await portal.api.wholesale.updateVoipService({ id: service.id, settings: toVoipUpdate(submission.value) });
    } catch (error) {
      return data(
        { intent, result: formError(submission, recoverable(error).customerMessage), message: null },
        { status: 502 },
      );
    }
    portal.session.flash("alert", { type: "success", message: "Your VoIP settings have been saved." });
    throw redirect("/home");
  }

  if (intent === "voip-password") {
    try {
      const profile = await portal.profile();
      // The answer says where the new password went; it is shown once (a flash) and never logged.
      const answer = await portal.api.account.voipResetPassword({
        phoneNumber: service.phoneNumber ?? "",
        accountCode: profile.accountCode,
      });
      audit("voip-password.reset", { outcome: "ok", account: profile.accountCode, sid: portal.session.get("sid") });
      portal.session.flash("alert", {
        type: "success",
        message: `${answer.message} (sent to ${displayPhone(answer.sentTo)})`,
      });
    } catch (error) {
      return data({ intent, result: null, message: recoverable(error).customerMessage }, { status: 502 });
    }
    throw redirect("/home");
  }
  return data({ intent: null, result: null, message: "Choose an action on this page." }, { status: 400 });
}

export default function Home() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!loaded.service) {
    return (
      <>
        <PageTitle page="Home" />
        <PageHeading>Home</PageHeading>
        {loaded.servicesFailed ? (
          <Alert type="warning" title="Your services could not be loaded right now">
            <TryAgain />
          </Alert>
        ) : (
          <p>There are no services on your account yet.</p>
        )}
        <div className={dashboard.panels}>
          <BillPanel bill={loaded.bill} />
        </div>
      </>
    );
  }
  const { service } = loaded;
  const settingsError = actionData?.intent === "voip-settings";
  return (
    <>
      <PageTitle page="Home" hasError={settingsError} />
      <PageHeading>Home</PageHeading>
      <div className={dashboard.panels}>
        <BillPanel bill={loaded.bill} />
        <ServicePanel name={service.name} state={loaded.state} />
        {loaded.usage ? <UsagePanel title={loaded.usageTitle} usage={loaded.usage} /> : null}
        {loaded.safeguards ? <SafeguardsPanel card={loaded.safeguards} /> : null}
      </div>
      <ServiceTasks tasks={service.tasks} />
      <div className={dashboard.details}>
        <div className={styles.grid}>
          <Card title="Service details">
            <SummaryList layout="compact" rows={service.summary} />
            {service.canCancel ? (
              <p className={dashboard.apart}>
                <Link to="/home/cancel">Cancel this service</Link>
              </p>
            ) : null}
          </Card>
          {loaded.orders ? (
            <Card title="Your order">
              {loaded.orders.ok ? (
                loaded.orders.value.length ? (
                  <SummaryList layout="compact" rows={loaded.orders.value} />
                ) : (
                  <p>There is no hardware on order for this service.</p>
                )
              ) : (
                <FailureNotice title="Your hardware order could not be loaded" failure={loaded.orders} />
              )}
              <p className={dashboard.apart}>
                <Link to="/requests">Follow your order</Link>
              </p>
            </Card>
          ) : null}
          {loaded.radius ? <ConnectionCard radius={loaded.radius} /> : null}
        </div>
        {loaded.voipSettings ? (
          <div className={styles.stack}>
            {loaded.voipSettings.ok ? (
              <VoipSettingsCard
                settings={loaded.voipSettings.value}
                constraint={loaded.voipConstraint ?? undefined}
                result={actionData?.intent === "voip-settings" ? actionData.result : undefined}
              />
            ) : (
              <Card title="VoIP settings">
                <FailureNotice title="Your VoIP settings could not be loaded" failure={loaded.voipSettings} />
              </Card>
            )}
            <VoipPasswordCard
              confirm={loaded.confirmReset}
              phoneNumber={service.phoneNumber}
              error={actionData?.intent === "voip-password" ? actionData.message : null}
            />
          </div>
        ) : null}
        <ServiceRecords name={service.name} notes={loaded.notes} history={loaded.history} />
      </div>
    </>
  );
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
export type VoipSettingsShown = ReturnType<typeof shownVoipSettings>;
export type VoipConstraint = NonNullable<Extract<LoaderData, { voipConstraint: unknown }>["voipConstraint"]>;

function ConnectionCard({ radius }: { radius: NonNullable<Extract<LoaderData, { radius: unknown }>["radius"]> }) {
  return (
    <Card title="Connection">
      {radius.ok ? (
        <SummaryList layout="compact" rows={radius.value} />
      ) : (
        <FailureNotice title="The connection status could not be loaded" failure={radius} />
      )}
    </Card>
  );
}

function VoipPasswordCard({
  confirm,
  phoneNumber,
  error,
}: {
  confirm: boolean;
  phoneNumber: string | null;
  error: string | null;
}) {
  const busy = useIsPending({ intent: "voip-password" });
  return (
    <Card title="VoIP password" id="voip-password">
      {error ? (
        <Alert type="danger" title="The password could not be reset">
          {error}
        </Alert>
      ) : null}
      {confirm ? (
        <>
          <p>
            <strong>Reset the VoIP password{phoneNumber ? ` for ${phoneNumber}` : ""}?</strong>
          </p>
          <p>
            Your phone or adaptor stops making calls until you enter the new password in it. We will send the new
            password to you.
          </p>
          <Form method="post" action="/home" className={styles.actions}>
            <input type="hidden" name="intent" value="voip-password" />
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Resetting…" : "Yes, reset the password"}
            </Button>
            <Link to="/home">Cancel</Link>
          </Form>
        </>
      ) : (
        <>
          <p>Reset the password your phone or adaptor uses to connect, if it has been lost or shared.</p>
          <ButtonLink to={`/home?confirm=${CONFIRM_RESET}#voip-password`} variant="secondary">
            Reset VoIP password
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
