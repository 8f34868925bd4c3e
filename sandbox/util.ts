import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Small helpers shared by the sandbox: deterministic numbers, dates, masking. */

/** mulberry32: the same seed gives the same sequence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const DAY = 86_400_000;

/** Today at 00:00 UTC. */
export function startOfToday(now = Date.now()): Date {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, Math.min(date.getUTCDate(), 28)));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The provider's own zone: its zone-less dates are wall time there (the portal reads them so). */
const PROVIDER_ZONE = process.env.PROVIDER_TIME_ZONE || "Australia/Sydney";
const providerDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: PROVIDER_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD of an instant in the provider's zone: a payment at 08:37 on 23 Nov in Sydney is dated 23 Nov. */
export function providerIsoDate(date: Date): string {
  return providerDay.format(date);
}

/**
 * Whole years from a YYYY-MM-DD birth date to the provider's date at `now`: at 01:00 in Sydney on
 * someone's 18th birthday they are 18, though it is still the day before in UTC.
 */
export function ageAt(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = providerIsoDate(now).split("-").map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomId(bytes = 12): string {
  return randomBytes(bytes).toString("base64url");
}

/** "0412 345 678" → "04•• ••• 678" */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `${digits.slice(0, 2)}•• ••• ${digits.slice(-3)}`;
}

/** "demo@example.com" → "d•••@example.com" */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, "").replace(/^61/, "0");
}

/** Query lists arrive comma-separated or repeated: codes=A,B or codes=A&codes=B. */
export function queryList(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** "$12.50": cents as the provider's own messages write money. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * "Monday 30 November 2026" for a YYYY-MM-DD day: the provider's messages word dates as the portal
 * does (docs/decisions/048), never ISO.
 */
export function dayText(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${monthNames[month - 1] ?? month} ${year}`;
}

/** "8:00am", "5:30pm", "midday", "midnight" for an "HH:mm" wall time. */
export function clockText(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (m === 0 && h === 0) return "midnight";
  if (m === 0 && h === 12) return "midday";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
}

const providerClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: PROVIDER_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Thursday 26 November 2026 at 12:15am": an instant, in the provider's zone. */
export function dateTimeText(date: Date): string {
  return `${dayText(providerIsoDate(date))} at ${clockText(providerClock.format(date))}`;
}

/** The Luhn check digit rule (card numbers, SIM numbers), as the provider checks it. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
