import { data, Form, redirect, useLoaderData } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { JOIN_ONE_OFF_CHARGED, minimumTermText, perMonth, productPriceText, speedText } from "#app/domain/plans.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/plan";
import { countStep, joinStore } from "./join.server.ts";
import { NO_ADD_ON, type PlanFields, planSchema } from "./join.schemas.ts";
import { JOIN_URLS, stepCaption } from "./journey.ts";
import { type Offer, offerFor } from "./offer.server.ts";
import * as styles from "./signup.css.ts";

/** The choices as radios: each plan with its speed, monthly price and minimum term. */
function choicesOf(offer: Offer) {
  return {
    plans: offer.plans.map((p) => ({
      value: p.code,
      label: p.name,
      hint: [speedText(p), perMonth(p.monthlyPriceCents), minimumTermText(p.termMonths)].filter(Boolean).join(" · "),
    })),
    hardware: offer.hardware.length
      ? [
          { value: NO_ADD_ON, label: "No, I have my own modem" },
          ...offer.hardware.map((h) => ({
            value: h.code,
            label: h.name,
            hint: [productPriceText(h, JOIN_ONE_OFF_CHARGED), h.description].filter(Boolean).join(" · "),
          })),
        ]
      : [],
    voip: offer.voip.length
      ? [
          { value: NO_ADD_ON, label: "No home phone" },
          ...offer.voip.map((v) => ({ value: v.code, label: v.name, hint: perMonth(v.monthlyPriceCents) })),
        ]
      : [],
  };
}

export const headers = journeyHeaders;

/** /signup/plan, step 3: a broadband plan the address allows, and the optional add-ons. */
export async function loader(args: Route.LoaderArgs) {
  await countStep();
  const step = await joinStore.page(args, "plan");
  const offer = await fromProvider(offerFor(providerFor(args.request), step.answers.availability!));
  if (!offer.plans.length) throw redirect(JOIN_URLS.available, 303);
  const chosen = step.answers.plan;
  return data(
    {
      change: step.change,
      // What is available comes between the address and the plan.
      back: step.change ? step.back : JOIN_URLS.available,
      choices: choicesOf(offer),
      defaults: {
        planCode: chosen?.planCode,
        hardwareCode: chosen?.hardwareCode ?? NO_ADD_ON,
        voipCode: chosen?.voipCode ?? NO_ADD_ON,
      },
      lastResult: step.lastResult,
      constraint: getZodConstraint(planSchema),
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  await countStep();
  const { answers } = await joinStore.page(args, "plan");
  const submission = parseWithZod(await readForm(args.request), { schema: planSchema });
  if (submission.status !== "success") return joinStore.askAgain(args, "plan", fieldErrors(submission));
  let offer;
  try {
    offer = await offerFor(providerFor(args.request), answers.availability!);
  } catch (error) {
    return joinStore.askAgain(args, "plan", formError(submission, customerMessageOf(error)));
  }
  // Only what is on offer here (the same lists as the page), never a code the browser made up.
  const choices = choicesOf(offer);
  const { planCode, hardwareCode = NO_ADD_ON, voipCode = NO_ADD_ON } = submission.value;
  const errors: Record<string, string[]> = {};
  if (!choices.plans.some((c) => c.value === planCode)) errors.planCode = ["Select a plan from the list"];
  if (choices.hardware.length ? !choices.hardware.some((c) => c.value === hardwareCode) : hardwareCode !== NO_ADD_ON)
    errors.hardwareCode = ["Select a modem from the list, or that you have your own"];
  if (choices.voip.length ? !choices.voip.some((c) => c.value === voipCode) : voipCode !== NO_ADD_ON)
    errors.voipCode = ["Select a home phone plan from the list, or no home phone"];
  if (Object.keys(errors).length) return joinStore.askAgain(args, "plan", submission.reply({ fieldErrors: errors }));
  return joinStore.answer(args, {
    ...answers,
    plan: {
      planCode,
      hardwareCode: hardwareCode === NO_ADD_ON ? undefined : hardwareCode,
      voipCode: voipCode === NO_ADD_ON ? undefined : voipCode,
    },
  });
}

const loadPlanCheck = () => import("./join.client.ts").then((m) => m.validatePlan);

export default function PlanStep() {
  const { change, back, choices, defaults, lastResult, constraint } = useLoaderData<typeof loader>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<PlanFields>({
    id: "plan",
    lastResult,
    constraint,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("plan", loadPlanCheck),
  });
  return (
    <div className={styles.stack}>
      <PageTitle page="Choose a plan" hasError={!form.valid} />
      <BackLink to={back} />
      <p className={styles.muted}>{stepCaption(3)}</p>
      <h1>Choose a plan</h1>
      <p>You will see the quote and the plan’s terms before anything is ordered.</p>
      <ErrorSummary form={form} />
      <Form
        method="post"
        action={withChange(JOIN_URLS.plan, change)}
        {...getFormProps(form)}
        noValidate
        className={styles.form}
      >
        <RadioGroup legend="Broadband plan" meta={fields.planCode} options={choices.plans} required />
        {choices.hardware.length > 0 && (
          <RadioGroup legend="Do you want a modem from us?" meta={fields.hardwareCode} options={choices.hardware} />
        )}
        {choices.voip.length > 0 && (
          <RadioGroup
            legend="Do you want a home phone?"
            hint="A phone line that works through your modem."
            meta={fields.voipCode}
            options={choices.voip}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Continue"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
