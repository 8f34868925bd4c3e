import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { BackLink, Button, ErrorSummary, RadioGroup } from "#app/components/index.ts";
import { minimumTermText, perMonth, productPriceText, speedText } from "#app/domain/plans.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/plan";
import { countStep, readAnswers, requireAnswers, saveAnswers } from "./join-state.server.ts";
import { NO_ADD_ON, type PlanFields, planSchema } from "./join.schemas.ts";
import { type Offer, offerFor } from "./offer.server.ts";
import { CHANGE_PARAM, JOIN_STEPS, stepCaption, withChange } from "./steps.ts";
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
            hint: [productPriceText(h), h.description].filter(Boolean).join(" · "),
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

/** /signup/plan, step 3: a broadband plan the address allows, and the optional add-ons. */
export async function loader({ request }: Route.LoaderArgs) {
  await countStep();
  const change = new URL(request.url).searchParams.get(CHANGE_PARAM) === "1";
  const answers = await readAnswers(request);
  requireAnswers(answers, ["address"]);
  const offer = await fromProvider(offerFor(providerFor(request), answers.availability!));
  if (!offer.plans.length) throw redirect(JOIN_STEPS.available, 303);
  const chosen = answers.plan;
  return {
    change,
    choices: choicesOf(offer),
    defaults: {
      planCode: chosen?.planCode,
      hardwareCode: chosen?.hardwareCode ?? NO_ADD_ON,
      voipCode: chosen?.voipCode ?? NO_ADD_ON,
    },
    constraint: getZodConstraint(planSchema),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await countStep();
  const change = new URL(request.url).searchParams.get(CHANGE_PARAM) === "1";
  const submission = parseWithZod(await request.formData(), { schema: planSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const answers = await readAnswers(request);
  requireAnswers(answers, ["address"]);
  try {
    // Only what is on offer here (the same lists as the page), never a code the browser made up.
    const choices = choicesOf(await offerFor(providerFor(request), answers.availability!));
    const { planCode, hardwareCode = NO_ADD_ON, voipCode = NO_ADD_ON } = submission.value;
    const errors: Record<string, string[]> = {};
    if (!choices.plans.some((c) => c.value === planCode)) errors.planCode = ["Select a plan from the list"];
    if (choices.hardware.length ? !choices.hardware.some((c) => c.value === hardwareCode) : hardwareCode !== NO_ADD_ON)
      errors.hardwareCode = ["Select a modem from the list, or that you have your own"];
    if (choices.voip.length ? !choices.voip.some((c) => c.value === voipCode) : voipCode !== NO_ADD_ON)
      errors.voipCode = ["Select a home phone plan from the list, or no home phone"];
    if (Object.keys(errors).length) return data({ result: submission.reply({ fieldErrors: errors }) }, { status: 400 });
    const cookie = await saveAnswers(request, {
      ...answers,
      plan: {
        planCode,
        hardwareCode: hardwareCode === NO_ADD_ON ? undefined : hardwareCode,
        voipCode: voipCode === NO_ADD_ON ? undefined : voipCode,
      },
    });
    const next = change && answers.details ? JOIN_STEPS.check : JOIN_STEPS.details;
    throw redirect(next, { status: 303, headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ result: formError(submission, customerMessageOf(error)) }, { status: 502 });
  }
}

const loadPlanCheck = () => import("./join.client.ts").then((m) => m.validatePlan);

export default function PlanStep() {
  const { change, choices, defaults, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<PlanFields>({
    id: "plan",
    lastResult: actionData?.result,
    constraint,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("plan", loadPlanCheck),
  });
  return (
    <div className={styles.stack}>
      <PageTitle page="Choose a plan" hasError={!form.valid} />
      <BackLink to={change ? JOIN_STEPS.check : JOIN_STEPS.available} />
      <p className={styles.muted}>{stepCaption(3)}</p>
      <h1>Choose a plan</h1>
      <p>You will see the quote and the plan’s terms before anything is ordered.</p>
      <ErrorSummary form={form} />
      <Form
        method="post"
        action={withChange(JOIN_STEPS.plan, change)}
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
