import { redirect } from "react-router";

/** "/" has no screen of its own: signed-in customers start at their services. */
export function loader() {
  throw redirect("/home");
}
