/** A date-time already formatted (spec §9, DD-MM-YYYY hh:mm:ss A) in a `<time>` whose `dateTime` says it exactly. */
export function DateTime({ shown }: { shown: { text: string; iso: string | null } }) {
  return shown.iso ? <time dateTime={shown.iso}>{shown.text}</time> : <>{shown.text}</>;
}
