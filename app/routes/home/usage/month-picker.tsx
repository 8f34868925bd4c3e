import { Form, useSearchParams } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { Pager } from "#app/components/pager/Pager.tsx";
import { SelectField } from "#app/components/select-field/SelectField.tsx";
import { withParams, type MonthQuery } from "#app/routes/home/usage-query.ts";
import * as styles from "#app/routes/home/usage.css.ts";
import { errorsFor, QueryErrors } from "./parts.tsx";

/** The months a broadband or mobile service's usage can be shown for, and the month shown. */
export type Picker = { options: { value: string; label: string }[]; month: string };

/** Choose a month (a plain GET form), and step to the month before or after. */
export function MonthPicker({ query, options }: { query: MonthQuery; options: Picker["options"] }) {
  const [searchParams] = useSearchParams();
  const year = query.ok ? String(query.month.year) : query.values.year;
  const month = query.ok ? String(query.month.month) : query.values.month;
  return (
    <>
      {!query.ok ? <QueryErrors errors={query.errors} /> : null}
      <Form method="get" className={styles.filters} key={searchParams.toString()} aria-label="Choose a month">
        <SelectField
          label="Month"
          id="month"
          name="month"
          defaultValue={month}
          errors={errorsFor(query, "month")}
          options={options}
        />
        <Field
          label="Year"
          className={styles.yearField}
          id="year"
          name="year"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={year}
          errors={errorsFor(query, "year")}
        />
        <div>
          <Button type="submit" variant="secondary">
            Show usage
          </Button>
        </div>
      </Form>
      {query.ok ? (
        <Pager
          label="Months"
          previous={{
            to: withParams(searchParams, { year: query.previous.year, month: query.previous.month }),
            text: "Previous month",
          }}
          next={
            query.next
              ? { to: withParams(searchParams, { year: query.next.year, month: query.next.month }), text: "Next month" }
              : null
          }
        />
      ) : null}
    </>
  );
}
