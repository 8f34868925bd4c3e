import { data, Link } from "react-router";
import { ENERGY_TERM_ROWS, ENERGY_CHANGE_TAKES_EFFECT } from "#app/domain/energy-contracts.ts";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/energy-contract-check";
import { CONTRACT_UNAVAILABLE, energyService, shownContract, usageAverage } from "./energy-contract.server.ts";
import { energyContractJourney } from "./journeys.ts";
import { energyContractStore, replyWith } from "./journeys.server.ts";
import { availablePlans, currentPlan } from "./plan.server.ts";
import * as styles from "./services.css.ts";

// /home/energy-contract/check — "Check your contract change": the new contract's terms, then
// actions/change-contract, once.

export const headers = journeyHeaders;

/** The chosen contract, from the offer as it is now; one no longer offered is asked for again. */
async function chosenContract(args: Route.LoaderArgs | Route.ActionArgs) {
  const { portal, service } = await energyService(args);
  const page = await energyContractStore.page(args, "check", service);
  const [current, offered] = await Promise.all([currentPlan(portal.api, service), availablePlans(portal.api, service)]);
  const chosen = offered.ok ? offered.value.find((c) => c.code === page.answers.contractCode) : undefined;
  if (offered.ok && !chosen) {
    // A guard, as page() is: the redirect is thrown, from the loader and from inside the claim alike.
    throw await energyContractStore.askAgain(args, "contract", replyWith({ contractCode: [CONTRACT_UNAVAILABLE] }), {
      ...page.answers,
      contractCode: undefined,
    });
  }
  return { portal, service, page, current, offered, chosen };
}

export async function loader(args: Route.LoaderArgs) {
  // The usage is asked beside the contracts (the service is known first; asking again is free).
  const { portal, service } = await energyService(args);
  const [{ page, current, offered, chosen }, usage] = await Promise.all([
    chosenContract(args),
    usageAverage(portal.api, service),
  ]);
  // Offers that could not be loaded: the page says so and offers the button to try again.
  const failure = offered.ok ? null : replyWith({ "": [`We could not load the contracts: ${offered.message}`] });
  return data(
    {
      service: serviceName(service),
      current: current.ok && current.value ? shownContract(current.value, usage) : null,
      chosen: chosen ? shownContract(chosen, usage) : null,
      lastResult: page.lastResult ?? failure,
      back: page.back,
      version: page.version,
    },
    { status: failure ? 502 : page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await energyService(args);
  await energyContractStore.page(args, "check", service);
  // The offer is read inside the claim: a repeat waits for the first post, whose change takes the
  // chosen contract off the offer.
  return energyContractStore.sendOnce(args, async (finish) => {
    const { portal, offered, chosen } = await chosenContract(args);
    const failed = (message: string) =>
      energyContractStore.askAgain(args, "check", replyWith({ "": [`We could not change your contract: ${message}`] }));
    if (!offered.ok || !chosen) return failed(offered.ok ? CONTRACT_UNAVAILABLE : offered.message);
    let reference: string;
    try {
      ({ reference } = await portal.api.account.changeContract({ serviceId: service.id, contractCode: chosen.code }));
    } catch (error) {
      return failed(recoverable(error).customerMessage);
    }
    return finish({ service: serviceName(service), contractName: chosen.name, reference });
  });
}

export default function EnergyContractCheck({ loaderData }: Route.ComponentProps) {
  const { chosen, current } = loaderData;
  const [form] = useForm({ id: "confirm-contract", lastResult: loaderData.lastResult });
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        title="Check your contract change"
        back={loaderData.back}
        caption={loaderData.service}
        form={form}
        formProps={getFormProps(form)}
        submit="Confirm contract change"
        rows={[
          { key: "Current contract", value: current?.name ?? "Not known" },
          {
            key: "New contract",
            value: chosen?.name ?? "Not known",
            change: { to: withChange(energyContractJourney.urls.contract, true), what: "the new contract" },
          },
          ...(chosen ? ENERGY_TERM_ROWS.map((row) => ({ key: row.label, value: chosen.terms[row.key] })) : []),
          { key: "Takes effect", value: ENERGY_CHANGE_TAKES_EFFECT },
        ]}
      />
      <p>
        <Link to={energyContractJourney.urls.contract}>Cancel</Link>
      </p>
    </div>
  );
}
