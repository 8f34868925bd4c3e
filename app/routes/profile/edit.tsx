import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { useMemo } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { CurrentPasswordField } from "#app/components/current-password-field/CurrentPasswordField.tsx";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "#app/lib/form/client.ts";
import { fieldErrors, formError, SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { MfaDestinations } from "#app/lib/reauth.ts";
import { checkCurrentPassword, reauthReply } from "#app/lib/reauth.server.ts";
import { isChange } from "#app/lib/journey/journey.ts";
import { displayPhone, normalisePhone } from "#app/domain/phone.ts";
import type { Route } from "./+types/edit";
import {
  CONTACTS_CHANGED,
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  NAME_MAX_LENGTH,
  formDefaults,
  rejectionMessages,
  toProfileUpdate,
} from "./profile-form.ts";
import {
  createProfileEditSchema,
  needsCurrentPassword,
  type ProfileEditFields,
  type ProfileEditValues,
  profileEditSchema,
} from "./profile-form.schemas.ts";
import {
  askForMobileCode,
  mobileChanges,
  mobileChangeStore,
  sendMobileCode,
  sendRefused,
  type TypedProfile,
} from "./mobile-change.server.ts";
import { loadProfile } from "./profile.server.ts";
import * as styles from "./profile.css.ts";

export const SAVED_MESSAGE = "Your profile has been updated.";
const REJECTED_FALLBACK = "The provider did not accept these details. Check them and try again.";
export const CURRENT_PASSWORD_HINT = "Needed only when you change your email or mobile";

/** Where sign-in links and verification codes go now: the account email, the first contact's mobile. */
function destinationsOf(email: string, contacts: readonly { phoneMobile?: string | null }[]): MfaDestinations {
  return { email, mobile: contacts[0]?.phoneMobile ?? null };
}

/** What was typed, as the form shows it (the password left out), for coming back from the code page. */
function typedOf(values: ProfileEditValues): TypedProfile {
  return {
    email: values.email,
    preferredMessageType: values.preferredMessageType,
    contacts: values.contacts.map((c) => ({
      id: String(c.id),
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email ?? "",
      phoneMobile: displayPhone(c.phoneMobile),
      phoneHome: displayPhone(c.phoneHome),
    })),
  };
}

/**
 * /profile/edit (MFA-gated): the form starts from the provider's current profile, or, coming back
 * from the new mobile's code page ("?change=1"), from what was typed there.
 */
export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const [{ profile, contacts }, typed] = await Promise.all([
    loadProfile(portal),
    isChange(args.request.url) ? mobileChangeStore.page(args, "code").then((page) => page.answers.typed) : undefined,
  ]);
  return {
    defaults: typed ?? formDefaults(profile, contacts),
    contactTypes: contacts.map((c) => c.contactType),
    constraint: getZodConstraint(profileEditSchema),
  };
}

/**
 * Validates (spec §5), sends account/contacts/update, then redirects (303) to /profile, whose
 * loader reloads the profile (spec §4), with a success alert. A provider rejection shows the
 * provider's response data (spec §8) with what was typed kept. A change of the email or the
 * first contact's mobile (compared with the provider's profile) needs the current password,
 * checked with the provider before the update is sent (DESIGN §4); the provider tells the old
 * email address about the change.
 */
export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const formData = await args.request.formData();
  const { profile, contacts } = await loadProfile(portal);
  const current = destinationsOf(profile.email, contacts);
  const submission = parseWithZod(formData, { schema: createProfileEditSchema(current) });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });

  const update = toProfileUpdate(submission.value, contacts);
  if (!update) return data({ result: formError(submission, CONTACTS_CHANGED) }, { status: 409 });

  if (needsCurrentPassword(current, submission.value)) {
    const failure = await checkCurrentPassword(portal, submission.value.currentPassword ?? "", "contact-details");
    if (failure) return data({ result: reauthReply(submission, failure) }, { status: failure.status });
  }

  // A new mobile is saved only once a code sent to it is typed back (decision 060).
  const newMobile = update.contacts[0]?.phoneMobile ?? null;
  if (newMobile && mobileChanges(contacts[0]?.phoneMobile, newMobile)) {
    const refused = await sendMobileCode(portal, newMobile, submission);
    if (refused) return sendRefused(refused);
    return askForMobileCode(args, {
      update,
      typed: typedOf(submission.value),
      mobile: normalisePhone(newMobile) ?? newMobile,
    });
  }

  try {
    await portal.api.account.updateContacts(update);
  } catch (error) {
    const failure = recoverable(error);
    if (failure.isRefusal) {
      // Spec §8: a refused profile update surfaces the response data.
      const { formErrors, fieldErrors: providerFieldErrors } = rejectionMessages(
        failure.data,
        contacts.length,
        REJECTED_FALLBACK,
      );
      return data(
        { result: submission.reply({ formErrors, fieldErrors: providerFieldErrors, hideFields: SECRET_FIELDS }) },
        { status: failure.hasStatus(409, 422) ? failure.status : 400 },
      );
    }
    return data({ result: formError(submission, failure.customerMessage) }, { status: 502 });
  }
  portal.session.flash("alert", { type: "success", message: SAVED_MESSAGE });
  throw redirect("/profile", 303);
}

/** Conform's props for a text input, without maxLength: an over-long value gets a clear message instead of being cut. */
function textInput(meta: FieldMetadata, type: "text" | "email" | "tel" = "text") {
  return { ...getInputProps(meta, { type }), maxLength: undefined, minLength: undefined, pattern: undefined };
}

export default function ProfileEdit() {
  const { defaults, contactTypes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const saving = useIsPending({ state: "submitting" });
  // The inline check knows the current email and mobile, so it asks for the password as the server does.
  const currentEmail = defaults.email;
  const currentMobile = defaults.contacts[0]?.phoneMobile ?? null;
  const loadProfileCheck = useMemo(
    () => () =>
      import("./profile-form.client.ts").then((m) =>
        m.profileEditValidator({ email: currentEmail, mobile: currentMobile }),
      ),
    [currentEmail, currentMobile],
  );

  const [form, fields] = useForm<ProfileEditFields>({
    id: "profile-edit",
    lastResult: actionData?.result,
    defaultValue: defaults,
    constraint,
    shouldValidate: "onSubmit", // not onBlur: a summary appearing on blur moves the form under the pointer
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("profile-edit", loadProfileCheck),
  });
  const contactList = fields.contacts.getFieldList();
  const contactFieldsets = contactList.map((contact) => contact.getFieldset());
  const several = contactList.length > 1;

  return (
    <div className={styles.stack}>
      <PageTitle page="Edit profile" hasError={!form.valid} />
      <PageHeading description="Changes are saved with your provider straight away.">Edit profile</PageHeading>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <Field
          label="Email address"
          hint="We send emails about your account to this address."
          meta={fields.email}
          inputProps={{ ...textInput(fields.email, "email"), autoComplete: "email", spellCheck: false }}
        />
        <RadioGroup
          legend="How should we send you messages?"
          meta={fields.preferredMessageType}
          options={MESSAGE_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }))}
          inline
        />
        {contactFieldsets.map((contact, index) => (
          <fieldset key={contactList[index]!.key} className={styles.fieldset}>
            <legend className={styles.legend}>
              {several ? `Contact ${index + 1}: ${contactTypes[index] ?? "contact"}` : "Contact details"}
              {index === 0 && several ? " (main contact)" : ""}
            </legend>
            <input type="hidden" name={contact.id.name} value={String(contact.id.initialValue ?? "")} />
            <Field
              label="First name"
              hint={`Up to ${NAME_MAX_LENGTH} characters.`}
              meta={contact.firstName}
              inputProps={{ ...textInput(contact.firstName), autoComplete: index === 0 ? "given-name" : "off" }}
            />
            <Field
              label="Last name"
              hint={`Up to ${NAME_MAX_LENGTH} characters.`}
              meta={contact.lastName}
              inputProps={{ ...textInput(contact.lastName), autoComplete: index === 0 ? "family-name" : "off" }}
            />
            <Field
              label={index === 0 ? "Mobile number" : "Mobile number (optional)"}
              hint={
                index === 0
                  ? "An Australian number, like 0412 345 678. We send SMS messages and verification codes to it."
                  : "An Australian number, like 0412 345 678."
              }
              meta={contact.phoneMobile}
              inputProps={{
                ...textInput(contact.phoneMobile, "tel"),
                autoComplete: index === 0 ? "tel" : "off",
                required: index === 0,
              }}
            />
            <Field
              label="Home phone (optional)"
              hint="An Australian number, like 02 9876 5432."
              meta={contact.phoneHome}
              inputProps={{ ...textInput(contact.phoneHome, "tel"), autoComplete: index === 0 ? "home tel" : "off" }}
            />
            <Field
              label="Contact email (optional)"
              meta={contact.email}
              inputProps={{
                ...textInput(contact.email, "email"),
                autoComplete: index === 0 ? "email" : "off",
                spellCheck: false,
              }}
            />
          </fieldset>
        ))}
        <CurrentPasswordField meta={fields.currentPassword} hint={CURRENT_PASSWORD_HINT} />
        <div className={styles.actions}>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save changes"}
          </Button>
          <Link to="/profile">Cancel</Link>
        </div>
      </Form>
    </div>
  );
}
