import { Link } from "react-router";

export function meta() {
  return [{ title: "A bare page" }];
}

export function loader() {
  return { greeting: "Hello" };
}

export default function Page({ loaderData }: { loaderData: { greeting: string } }) {
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
      <p>
        One root, one route: <Link to="/">this page</Link>.
      </p>
    </main>
  );
}
