import { data, Link } from "react-router";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { equipmentName, LIFE_SUPPORT_REMOVE_REASONS } from "#app/domain/safeguards.ts";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/life-support-remove-check";
import { replyWith } from "./journeys.server.ts";
import { removeLifeSupportJourney } from "./safeguard-journeys.ts";
import { energyService, removeLifeSupportStore } from "./safeguards.server.ts";
import * as styles from "./services.css.ts";

// /home/life-support/remove/check — what removing means, then account/actions/life-support/remove, once.

export const headers = journeyHeaders;

const reasonLabel = (value: string | undefined) => LIFE_SUPPORT_REMOVE_REASONS.find((r) => r.value === value)?.label;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await energyService(args);
  const page = await removeLifeSupportStore.page(args, "check", service);
  return data(
    {
      service: serviceName(service),
      equipment: equipmentName(service.lifeSupport?.equipment ?? ""),
      reason: reasonLabel(page.answers.reason) ?? "Not known",
      distributor: service.distributor?.name ?? "Your distributor",
      lastResult: page.lastResult,
      back: page.back,
      version: page.version,
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await energyService(args);
  const { answers } = await removeLifeSupportStore.page(args, "check", service);
  return removeLifeSupportStore.sendOnce(args, async (finish) => {
    try {
      const { reference } = await portal.api.account.lifeSupportRemove({
        serviceId: service.id,
        reason: answers.reason ?? "",
      });
      return finish({ serviceName: serviceName(service), reference });
    } catch (error) {
      return removeLifeSupportStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
  });
}

export default function RemoveLifeSupportCheck({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "confirm-life-support-remove", lastResult: loaderData.lastResult });
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        warning
        title="Check before you remove life support"
        back={loaderData.back}
        caption={loaderData.service}
        form={form}
        formProps={getFormProps(form)}
        submit="Remove the registration"
        rows={[
          { key: "Equipment", value: loaderData.equipment },
          {
            key: "Why",
            value: loaderData.reason,
            change: { to: withChange(removeLifeSupportJourney.urls.reason, true), what: "why" },
          },
          { key: "Distributor we tell", value: loaderData.distributor },
        ]}
      >
        <p>
          Once removed, the address no longer gets written notice before planned interruptions, and its supply may be
          interrupted like any other. If someone there still depends on the equipment, keep the registration.
        </p>
      </CheckPage>
      <p>
        <Link to="/home">Keep the registration</Link>
      </p>
    </div>
  );
}
