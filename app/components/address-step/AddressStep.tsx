import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AddressMatches, AddressSearchForm } from "#app/components/address-search/AddressSearch.tsx";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm, type UseFormOptions } from "#app/lib/form/client.ts";
import { type FormValidator, useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import * as styles from "./AddressStep.css.ts";

/** What a step's loader found for the search in its URL (`searchedAddresses` in app/lib/address.server.ts). */
export type AddressSearchView = {
  query: string;
  searchErrors: readonly string[] | null;
  matches: readonly { locationId: string; label: string }[] | null;
  failure: string | null;
};

export type AddressStepProps = {
  /** The choice form's id (its inline checks are keyed by it). */
  id: string;
  /** The step's own page: "Find address" searches it (a GET) and the choice posts to it. */
  action: string;
  /** The heading while searching, and once the matches are listed. */
  title: { search: string; select: string };
  /** Above the heading: the way back, or where the step sits in its journey. */
  above?: ReactNode;
  /** The line under the heading, told whether matches are listed. */
  description?: (listed: boolean) => ReactNode;
  /** Before the search: what the step is for, or what was chosen before. */
  intro?: (listed: boolean) => ReactNode;
  search: AddressSearchView;
  /** The failed choice's reply (conform's `lastResult`). */
  lastResult: SubmissionResult<string[]> | null;
  constraint?: UseFormOptions<{ locationId: string }>["constraint"];
  /** The location id chosen before, selected again. */
  chosen: string | null;
  /** The choice's inline checks, loaded on first touch. */
  validate: () => Promise<FormValidator<unknown>>;
  /** Query parameters the search and the choice keep (e.g. check-your-answers' change flag). */
  keep?: Record<string, string>;
  /** Hidden fields of the choice (its schema's `intent`). */
  choiceFields?: Record<string, string>;
  /** The button's words while the choice is being saved. */
  pending?: string;
  /** Where an address not found is typed in by hand, when the journey takes one. */
  manualHref?: string;
};

/**
 * An address question of any journey (joining, moving home, where hardware is posted): "Find
 * address" is a GET, so the matches are a page of their own (bookmarkable, fine without
 * JavaScript); a match is chosen with a post that the step's action checks against the search
 * again, so the address always comes from the provider.
 */
export function AddressStep({
  id,
  action,
  title,
  above,
  description,
  intro,
  search,
  lastResult,
  constraint,
  chosen,
  validate,
  keep,
  choiceFields,
  pending = "Checking…",
  manualHref,
}: AddressStepProps) {
  const { query, searchErrors, matches, failure } = search;
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === action && navigation.formMethod === "GET";
  const choosing = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<{ locationId: string }>({
    id,
    lastResult,
    constraint,
    defaultValue: { locationId: chosen ?? undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation(id, validate),
  });
  const listed = Boolean(matches?.length);
  const heading = listed ? title.select : title.search;
  return (
    <div className={styles.stack}>
      <PageTitle page={heading} hasError={Boolean(searchErrors?.length) || !form.valid} />
      {above}
      <PageHeading description={description?.(listed)}>{heading}</PageHeading>
      <ErrorSummary errors={searchErrors ? [{ fieldId: "address", message: searchErrors[0]! }] : []} focusKey={query} />
      <ErrorSummary form={form} />
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      {intro?.(listed)}
      <AddressSearchForm
        action={action}
        defaultValue={query}
        errors={searchErrors ?? undefined}
        busy={searching}
        hiddenFields={keep}
        className={styles.form}
      />
      {matches && matches.length > 0 ? (
        <Form
          method="post"
          action={`${action}?${new URLSearchParams({ address: query, ...keep })}`}
          {...getFormProps(form)}
          className={styles.form}
        >
          {Object.entries(choiceFields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <AddressMatches
            matches={matches}
            meta={fields.locationId}
            legend={`${matches.length === 1 ? "1 address" : `${matches.length} addresses`} found for “${query}”`}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={choosing}>
              {choosing ? pending : "Continue"}
            </Button>
          </div>
        </Form>
      ) : null}
      {matches && matches.length === 0 ? (
        <Alert type="info" title="No address found">
          <p>We could not find “{query}”. Try:</p>
          <ul className={styles.tips}>
            <li>fewer words, for example just the street number and street name</li>
            <li>the full street name without the type, for example King instead of King St</li>
            <li>checking the spelling of the street and suburb</li>
          </ul>
        </Alert>
      ) : null}
      {manualHref ? (
        <p>
          <Link to={manualHref}>
            {listed ? "My address is not listed: enter it yourself" : "Enter the address yourself"}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
