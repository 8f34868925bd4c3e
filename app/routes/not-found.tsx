import { data } from "react-router";
import { NotFound } from "#app/components/index.ts";
import { PageTitle } from "#app/lib/page-title.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1}>
      <PageTitle page="Page Not Found!" />
      <NotFound />
    </main>
  );
}
