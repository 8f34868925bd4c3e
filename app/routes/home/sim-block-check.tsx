import { data, Link } from "react-router";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { SIM_BLOCK_REASONS } from "#app/domain/safeguards.ts";
import { serviceName } from "#app/domain/services.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/sim-block-check";
import { replyWith } from "./journeys.server.ts";
import { type SimBlockAnswers, simBlockJourney } from "./safeguard-journeys.ts";
import { mobileService, simBlockStore } from "./safeguards.server.ts";
import * as styles from "./services.css.ts";

// /home/sim-block/check — check, then account/actions/sim-block, once: the block and the
// replacement SIM's order are one call, so the SIM is blocked in one step.

export const headers = journeyHeaders;

/** Where the replacement is posted, as the page shows it and the call sends it. */
const deliveryAddressOf = (answers: SimBlockAnswers, service: Pick<Service, "address">) =>
  answers.deliverTo === "other" && answers.delivery ? answers.delivery.label : (service.address ?? "");

export async function loader(args: Route.LoaderArgs) {
  const { service } = await mobileService(args);
  const page = await simBlockStore.page(args, "check", service);
  return data(
    {
      service: serviceName(service),
      reason: SIM_BLOCK_REASONS.find((r) => r.value === page.answers.reason)?.label ?? "Not known",
      deliveryAddress: deliveryAddressOf(page.answers, service) || "Not known",
      lastResult: page.lastResult,
      back: page.back,
      version: page.version,
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await mobileService(args);
  const { answers } = await simBlockStore.page(args, "check", service);
  return simBlockStore.sendOnce(args, async (finish) => {
    const deliveryAddress = deliveryAddressOf(answers, service);
    const reason = answers.reason === "stolen" ? "stolen" : "lost";
    try {
      const { reference } = await portal.api.account.simBlock({ serviceId: service.id, reason, deliveryAddress });
      return finish({ serviceName: serviceName(service), reference, deliveryAddress });
    } catch (error) {
      return simBlockStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
  });
}

export default function SimBlockCheck({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "confirm-sim-block", lastResult: loaderData.lastResult });
  const { urls } = simBlockJourney;
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        warning
        title="Check and block your SIM"
        back={loaderData.back}
        caption={loaderData.service}
        form={form}
        formProps={getFormProps(form)}
        submit="Block SIM and send a replacement"
        rows={[
          {
            key: "What happened",
            value: loaderData.reason,
            change: { to: withChange(urls.reason, true), what: "what happened" },
          },
          {
            key: "Replacement SIM to",
            value: loaderData.deliveryAddress,
            change: { to: withChange(urls.delivery, true), what: "the delivery address" },
          },
        ]}
      >
        <p>
          The SIM is blocked as soon as you press the button: it can then call only 000. Your plan and its charges go
          on. A replacement SIM is free.
        </p>
      </CheckPage>
      <p>
        <Link to="/home">Cancel</Link>
      </p>
    </div>
  );
}
