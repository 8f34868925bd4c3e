import { data, Link } from "react-router";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { serviceName } from "#app/domain/services.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/sim-unblock-check";
import { replyWith } from "./journeys.server.ts";
import { mobileService, simUnblockStore } from "./safeguards.server.ts";
import * as styles from "./services.css.ts";

// /home/sim-unblock/check — check, then account/actions/sim-unblock, once.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await mobileService(args);
  const page = await simUnblockStore.page(args, "check", service);
  const block = service.simBlock;
  return data(
    {
      service: serviceName(service),
      blocked: block
        ? `${block.reason === "stolen" ? "Stolen" : "Lost"}, blocked on ${formatDate(block.blockedAt)}`
        : "Not blocked",
      replacement: block?.replacementDeliveryAddress ?? null,
      lastResult: page.lastResult,
      back: page.back,
      version: page.version,
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await mobileService(args);
  await simUnblockStore.page(args, "check", service);
  return simUnblockStore.sendOnce(args, async (finish) => {
    try {
      const { reference } = await portal.api.account.simUnblock({ serviceId: service.id });
      return finish({ serviceName: serviceName(service), reference });
    } catch (error) {
      return simUnblockStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
  });
}

export default function SimUnblockCheck({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "confirm-sim-unblock", lastResult: loaderData.lastResult });
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        title="Check and unblock your SIM"
        back={loaderData.back}
        caption={loaderData.service}
        form={form}
        formProps={getFormProps(form)}
        submit="Unblock SIM"
        rows={[
          { key: "SIM", value: loaderData.blocked },
          loaderData.replacement ? { key: "Replacement SIM sent to", value: loaderData.replacement } : null,
        ]}
      >
        <p>
          The SIM works again as soon as you press the button. If a replacement SIM arrives, you do not need to activate
          it.
        </p>
      </CheckPage>
      <p>
        <Link to="/home">Keep it blocked</Link>
      </p>
    </div>
  );
}
