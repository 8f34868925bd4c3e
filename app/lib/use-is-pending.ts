import { useNavigation } from "react-router";

/**
 * Whether a form submission to `formAction` (a path) is under way: its post, and the page load
 * that follows it (the Epic Stack's `useIsPending`, from `useNavigation()`). Without `formAction`,
 * any form submission counts. Use it to disable a submit button or say "Sending…"; without
 * JavaScript it is always false and the browser shows its own progress.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  state = "non-idle",
}: {
  formAction?: string;
  formMethod?: "POST" | "GET";
  state?: "submitting" | "loading" | "non-idle";
} = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== formMethod) return false;
  if (state !== "non-idle" && navigation.state !== state) return false;
  return formAction === undefined || pathOf(navigation.formAction) === pathOf(formAction);
}

function pathOf(action: string | undefined): string | undefined {
  return action?.split(/[?#]/)[0];
}
