import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Field } from "#app/components/field/Field.tsx";
import type { FieldMeta } from "#app/components/field/field-metadata.ts";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { SelectField } from "#app/components/select-field/SelectField.tsx";

/**
 * The address questions of any journey that asks where (join online, moving home): a search
 * (a GET form: the matches are a page of their own, bookmarkable and fine without JavaScript),
 * the matches as radios, and the fields of an address typed by hand with the provider's lookups.
 */

export type AddressSearchFormProps = {
  /** Where the search goes (the page that lists matches), e.g. "/signup". */
  action: string;
  /** What was searched, kept in the field. */
  defaultValue?: string;
  errors?: readonly string[];
  busy?: boolean;
  /** Other query parameters the search keeps (e.g. a journey's own flags). */
  hiddenFields?: Record<string, string>;
  className?: string;
};

/** A text field labelled "Address" and the button "Find address" (location-search). */
export function AddressSearchForm({
  action,
  defaultValue,
  errors,
  busy,
  hiddenFields,
  className,
}: AddressSearchFormProps) {
  return (
    <Form method="get" action={action} className={className} role="search" aria-label="Find your address">
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        label="Address"
        hint="Start with the street number and street, for example 12 King Street Newtown. For a unit, start with the unit number."
        id="address"
        name="address"
        // One line, so not "street-address" (a textarea's token): browsers offer the first line, the start of a search.
        autoComplete="address-line1"
        defaultValue={defaultValue}
        errors={errors}
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? "Finding…" : "Find address"}
      </Button>
    </Form>
  );
}

export type AddressMatchesProps = {
  matches: readonly { locationId: string; label: string }[];
  meta: FieldMeta;
  legend?: ReactNode;
};

/** The matches of a search as radios (the field's value is the location id). */
export function AddressMatches({ matches, meta, legend = "Select your address" }: AddressMatchesProps) {
  return (
    <RadioGroup
      legend={legend}
      meta={meta}
      options={matches.map((m) => ({ value: m.locationId, label: m.label }))}
      required
    />
  );
}

type CodeName = { code: string; name: string };

export type ManualAddressFieldsProps = {
  fields: Record<
    | "unitType"
    | "unitNumber"
    | "levelType"
    | "levelNumber"
    | "lotNumber"
    | "streetNumber"
    | "streetName"
    | "streetType"
    | "suburb"
    | "state"
    | "postCode",
    FieldMeta
  >;
  lookups: {
    unitTypes: readonly CodeName[];
    levelTypes: readonly CodeName[];
    streetTypes: readonly CodeName[];
    states: readonly CodeName[];
  };
  className?: string;
};

const options = (list: readonly CodeName[]) => list.map((item) => ({ value: item.code, label: item.name }));

/** An address typed in by hand: unit, level, lot, street, suburb, state and postcode, types from the lookups. */
export function ManualAddressFields({ fields, lookups, className }: ManualAddressFieldsProps) {
  return (
    <div className={className}>
      <SelectField
        label="Unit type (optional)"
        meta={fields.unitType}
        options={options(lookups.unitTypes)}
        placeholder="No unit"
      />
      <Field label="Unit number (optional)" meta={fields.unitNumber} />
      <SelectField
        label="Level type (optional)"
        meta={fields.levelType}
        options={options(lookups.levelTypes)}
        placeholder="No level"
      />
      <Field label="Level number (optional)" meta={fields.levelNumber} />
      <Field
        label="Lot number (optional)"
        hint="Only for a new home that has no street number yet."
        meta={fields.lotNumber}
      />
      {/* No autofill token names a street number or name alone ("address-line1" is the whole line): none here. */}
      <Field label="Street number" meta={fields.streetNumber} />
      <Field label="Street name" hint="Without the street type, for example King" meta={fields.streetName} />
      <SelectField
        label="Street type"
        meta={fields.streetType}
        options={options(lookups.streetTypes)}
        placeholder="Choose a street type"
      />
      <Field label="Suburb or town" meta={fields.suburb} autoComplete="address-level2" />
      <SelectField
        label="State or territory"
        meta={fields.state}
        options={options(lookups.states)}
        placeholder="Choose a state or territory"
        autoComplete="address-level1"
      />
      <Field label="Postcode" meta={fields.postCode} inputMode="numeric" autoComplete="postal-code" />
    </div>
  );
}
