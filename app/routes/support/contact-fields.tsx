import { Field } from "#app/components/field/Field.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { type FieldMetadata, getInputProps } from "#app/lib/form/client.ts";
import { CONTACT_METHODS, notFilledIn } from "./support-forms.ts";

/**
 * "How should we contact you about it?" (email or phone) and the phone number a call needs: the
 * complaint's and the support ticket's. `email` is the account's (masked before MFA), shown in the
 * email option; `maskedMobile`, before MFA, explains why the phone is not filled in.
 */
export function ContactFields({
  contactMethod,
  contactPhone,
  email,
  maskedMobile,
}: {
  contactMethod: FieldMetadata;
  contactPhone: FieldMetadata;
  email: string | null | undefined;
  maskedMobile: string | null;
}) {
  return (
    <>
      <RadioGroup
        legend="How should we contact you about it?"
        meta={contactMethod}
        options={CONTACT_METHODS.map((m) => ({
          ...m,
          label: m.value === "email" && email ? `Email (to ${email})` : m.label,
        }))}
        required
        inline
      />
      <Field
        label="Phone number"
        hint={`Needed if you would like a call. An Australian number, like 0491 570 006.${notFilledIn(maskedMobile)}`}
        meta={contactPhone}
        inputProps={{
          ...getInputProps(contactPhone, { type: "tel" }),
          autoComplete: "tel",
          maxLength: undefined,
          pattern: undefined,
        }}
      />
    </>
  );
}
