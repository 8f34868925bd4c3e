/** The text to show for anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Detail for the disclosure: the stack in development only (it names files and lines),
 * otherwise "Name: message".
 */
export function errorDetails(error: unknown): string {
  if (error instanceof Error) {
    if (import.meta.env.DEV && error.stack) return error.stack;
    return `${error.name}: ${error.message}`;
  }
  return errorMessage(error);
}
