import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Link, redirect, type ShouldRevalidateFunction } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { Button, ButtonLink } from "#app/components/button/Button.tsx";
import { Logo } from "#app/components/logo/Logo.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import type { Route } from "./+types/catalogue";
import { demoSchema } from "./catalogue.schemas.ts";
import { ActionsAndNavigation } from "./catalogue/actions.tsx";
import { BrandAndErrors } from "./catalogue/brand.tsx";
import { DataDisplay } from "./catalogue/data.tsx";
import { FormParts } from "./catalogue/forms.tsx";
import { MessagesAndStatus } from "./catalogue/messages.tsx";
import { Modals } from "./catalogue/modals.tsx";

/*
 * Every design-system component in every variant, for people and for the e2e/axe tests, one
 * family of components per file in ./catalogue/. Not in production: the loader answers 404 there.
 */

export const meta: Route.MetaFunction = () => [{ title: "Component catalogue | Self Service Portal" }];

export function loader() {
  if (config.isProduction) throw data(null, { status: 404 });
  // The demo form starts in its error state: the result of submitting it empty.
  const emptySubmission = parseWithZod(new FormData(), { schema: demoSchema });
  return { demoResult: emptySubmission.reply(), demoConstraint: getZodConstraint(demoSchema) };
}

/** Opening a modal or dismissing an alert changes only the query: no need to reload the data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export async function action({ request }: Route.ActionArgs) {
  if (config.isProduction) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: demoSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  throw redirect("/__catalogue?submitted=1#demo-form");
}

export default function Catalogue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AppShell
      brand={
        <Link to="/__catalogue">
          <Logo name="Self Service Portal" />
        </Link>
      }
      account={
        <>
          <span>Account A10001</span>
          <form method="get" action="/__catalogue">
            <Button type="submit" variant="secondary" size="small">
              Sign out (demo)
            </Button>
          </form>
        </>
      }
      navItems={[
        { to: "/__catalogue", label: "Component catalogue", end: true },
        { to: "/__catalogue/error", label: "Error screens" },
      ]}
      footer={<p>Component catalogue — not available in production.</p>}
    >
      <PageHeading
        description="Every component of the design system in every variant."
        actions={
          <ButtonLink to="/__catalogue/error" variant="secondary">
            Error screen tests
          </ButtonLink>
        }
      >
        Component catalogue
      </PageHeading>

      <ActionsAndNavigation />
      <MessagesAndStatus />
      <DataDisplay />
      <Modals />
      <FormParts lastResult={actionData?.result ?? loaderData.demoResult} constraint={loaderData.demoConstraint} />
      <BrandAndErrors />
    </AppShell>
  );
}
