/** A date-time already worded for people (lib/dates.ts) in a `<time>` whose `dateTime` says it exactly. */
export function DateTime({ shown }: { shown: { text: string; iso: string | null } }) {
  return shown.iso ? <time dateTime={shown.iso}>{shown.text}</time> : <>{shown.text}</>;
}
