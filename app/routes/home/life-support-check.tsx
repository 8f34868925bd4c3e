import { data } from "react-router";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { equipmentName, MEDICAL_CONFIRMATION_BUSINESS_DAYS } from "#app/domain/safeguards.ts";
import { serviceName } from "#app/domain/services.ts";
import { formatDay } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/life-support-check";
import { replyWith } from "./journeys.server.ts";
import { lifeSupportJourney } from "./safeguard-journeys.ts";
import { energyService, lifeSupportStore } from "./safeguards.server.ts";
import { LIFE_SUPPORT_EQUIPMENT } from "#app/domain/safeguards.ts";

// /home/life-support/check — check, then account/actions/life-support/register, once. The
// provider registers the address, tells the distributor and sends the medical confirmation form.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { service } = await energyService(args);
  const page = await lifeSupportStore.page(args, "check", service);
  return data(
    {
      service: serviceName(service),
      address: service.address ?? "The address of this service",
      distributor: service.distributor?.name ?? "Your distributor",
      equipment: equipmentName(page.answers.equipment ?? ""),
      personName: page.answers.personName ?? "",
      lastResult: page.lastResult,
      back: page.back,
      version: page.version,
    },
    { status: page.status },
  );
}

const isEquipment = (value: string | undefined) => LIFE_SUPPORT_EQUIPMENT.find((e) => e.value === value)?.value;

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await energyService(args);
  const { answers } = await lifeSupportStore.page(args, "check", service);
  return lifeSupportStore.sendOnce(args, async (finish) => {
    const equipment = isEquipment(answers.equipment);
    if (!equipment || !answers.personName) {
      return lifeSupportStore.askAgain(
        args,
        "equipment",
        replyWith({ equipment: ["Select the life support equipment"] }),
      );
    }
    try {
      const answer = await portal.api.account.lifeSupportRegister({
        serviceId: service.id,
        equipment,
        personName: answers.personName,
      });
      return finish({
        serviceName: serviceName(service),
        equipment: equipmentName(equipment),
        reference: answer.reference,
        due: formatDay(answer.medicalConfirmationDue),
      });
    } catch (error) {
      return lifeSupportStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
  });
}

export default function LifeSupportCheck({ loaderData }: Route.ComponentProps) {
  const [form] = useForm({ id: "confirm-life-support", lastResult: loaderData.lastResult });
  const { urls } = lifeSupportJourney;
  return (
    <CheckPage
      version={loaderData.version}
      title="Check your life support registration"
      back={loaderData.back}
      caption={loaderData.service}
      form={form}
      formProps={getFormProps(form)}
      submit="Register life support"
      rows={[
        {
          key: "Equipment",
          value: loaderData.equipment,
          change: { to: withChange(urls.equipment, true), what: "the equipment" },
        },
        {
          key: "Person who needs it",
          value: loaderData.personName,
          change: { to: withChange(urls.person, true), what: "the person's name" },
        },
        { key: "Address", value: loaderData.address },
        { key: "Distributor we tell", value: loaderData.distributor },
      ]}
    >
      <p>
        We register the address today and tell your distributor. We then email you a medical confirmation form: a
        registered medical practitioner completes it, and you have {MEDICAL_CONFIRMATION_BUSINESS_DAYS} business days to
        send it back to us.
      </p>
    </CheckPage>
  );
}
