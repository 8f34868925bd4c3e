/** Words and links shared by the service tests and result pages. */

/** Test ids as the provider issues them; anything else in a URL is not a test. */
const TEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function parseTestId(value: string | null): string | null {
  return value && TEST_ID_PATTERN.test(value) ? value : null;
}

export function resultHref(testId: string): string {
  return `/service/result?testId=${encodeURIComponent(testId)}`;
}

/** 'pending' → 'Running'; 'completed' + 'pass' → 'Passed'; 'completed' + 'fail' → 'Failed'; 'failed' → 'Could not run'. */
export function statusText(status: string, result: string | null): string {
  const s = status.toLowerCase();
  if (s === "pending" || s === "running" || s === "queued") return "Running";
  if (s === "failed" || s === "error") return "Could not run";
  if (result?.toLowerCase() === "pass") return "Passed";
  if (result?.toLowerCase() === "fail") return "Failed";
  return "Completed";
}

/** Still running: the result page keeps checking. */
export function isRunning(status: string): boolean {
  return ["pending", "running", "queued"].includes(status.toLowerCase());
}
