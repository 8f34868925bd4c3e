import { useNavigation } from "react-router";

/**
 * Whether a form submission is under way: its post, and the page load that follows it (the Epic
 * Stack's `useIsPending`, from `useNavigation()`). Any form submission counts, unless it is narrowed
 * to one `formAction` (a path), one `intent` (the submitted `intent` field, for a page with several
 * forms) or one `state` ("submitting": the post alone). Use it to disable a submit button or say
 * "Sending…"; without JavaScript it is always false and the browser shows its own progress.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  state = "non-idle",
}: {
  formAction?: string;
  formMethod?: "POST" | "GET";
  intent?: string;
  state?: "submitting" | "loading" | "non-idle";
} = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== formMethod) return false;
  if (state !== "non-idle" && navigation.state !== state) return false;
  if (intent !== undefined && navigation.formData?.get("intent") !== intent) return false;
  return formAction === undefined || pathOf(navigation.formAction) === pathOf(formAction);
}

function pathOf(action: string | undefined): string | undefined {
  return action?.split(/[?#]/)[0];
}
