import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, useForm, type UseFormOptions } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { VoipConstraint, VoipSettingsShown } from "./index.tsx";
import * as styles from "./services.css.ts";
import type { VoipSettingsFields } from "./voip-settings.schemas.ts";

const loadVoipSettingsCheck = () => import("./voip-settings.client.ts").then((m) => m.validateVoipSettings);

/** The VoIP settings form on the dashboard (/home), loaded when a VoIP service shows it. */
export default function VoipSettingsCard({
  settings,
  constraint,
  result,
}: {
  settings: VoipSettingsShown;
  constraint: VoipConstraint | undefined;
  /** The server's answer to this form's last post, if the last post was this form's. */
  result: UseFormOptions<VoipSettingsFields>["lastResult"];
}) {
  const saving = useIsPending({ intent: "voip-settings" });
  const [form, fields] = useForm<VoipSettingsFields>({
    id: "voip-settings",
    lastResult: result,
    defaultValue: {
      callerIdBlocked: settings.callerIdBlocked,
      callForwardingEnabled: settings.callForwardingEnabled,
      callForwardingNumber: settings.callForwardingNumber ?? "",
      voicemailEnabled: settings.voicemailEnabled,
      doNotDisturb: settings.doNotDisturb,
    },
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("voip-settings", loadVoipSettingsCheck),
  });
  return (
    <Card title="VoIP settings" id="voip-settings-card">
      <ErrorSummary form={form} />
      <p>Settings for {settings.phoneShown}.</p>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="voip-settings" />
        <CheckboxField
          label="Hide my number (block caller ID)"
          meta={fields.callerIdBlocked}
          inputProps={getInputProps(fields.callerIdBlocked, { type: "checkbox" })}
        />
        <CheckboxField
          label="Forward my calls"
          meta={fields.callForwardingEnabled}
          inputProps={getInputProps(fields.callForwardingEnabled, { type: "checkbox" })}
        />
        <Field
          label="Forward calls to"
          hint="An Australian number, like 0412 345 678 or 02 9876 5432"
          meta={fields.callForwardingNumber}
          inputProps={{ ...getInputProps(fields.callForwardingNumber, { type: "tel" }), required: undefined }}
          autoComplete="off"
        />
        <CheckboxField
          label="Voicemail"
          meta={fields.voicemailEnabled}
          inputProps={getInputProps(fields.voicemailEnabled, { type: "checkbox" })}
        />
        <CheckboxField
          label="Do not disturb"
          meta={fields.doNotDisturb}
          inputProps={getInputProps(fields.doNotDisturb, { type: "checkbox" })}
        />
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save VoIP settings"}
        </Button>
      </Form>
      {settings.passwordResetShown ? (
        <p className={styles.muted}>
          VoIP password last reset <DateTime shown={settings.passwordResetShown} />.
        </p>
      ) : null}
    </Card>
  );
}
