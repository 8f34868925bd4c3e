import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  flag,
  list,
  origin,
  optionalUrl,
  isTimeZone,
  perIpLimit,
  TRUSTED_PROXY_NAMES,
  isAddressOrCidr,
  journeysMax,
  abn,
} from "#server/config-fields.ts";

/** Every setting of the portal and its sandbox, parsed once. See README "Configuration". */

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Unset, it follows NODE_ENV: production there, development otherwise (parseConfig). */
  APP_ENV: z.enum(["development", "staging", "production"]),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
  /**
   * The operations port at HOST, never PORT: Prometheus metrics (GET /metrics) and the probes
   * (/healthz, /readyz). `off` (or 0) serves none of them, though the portal still counts
   * (docs/decisions/050, 061).
   */
  METRICS_PORT: z
    .string()
    .optional()
    .transform((v, ctx): number | null => {
      const value = v?.trim() ?? "";
      if (value === "") return 9464;
      if (value === "off" || value === "0") return null;
      const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
      if (port >= 1 && port <= 65535) return port;
      ctx.addIssue({ code: "custom", message: "must be a port number, or off" });
      return z.NEVER;
    }),
  /**
   * After SIGTERM, how long requests in flight may take to finish (server/index.ts); past it their
   * connections are closed. Keep it below the orchestrator's grace period (Kubernetes'
   * terminationGracePeriodSeconds, less preStop) with a few seconds to spare for the rest of the stop.
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: "must be milliseconds" })
    .int({ error: "must be milliseconds" })
    .min(0, { error: "must be milliseconds" })
    .max(300_000, { error: "must be at most 300000 (5 minutes)" })
    .default(15_000),
  /**
   * The most a client may take to send a whole request (headers and body); a slower one's
   * connection is closed. Its headers must arrive within 20 s, or within this if it is shorter.
   */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: "must be milliseconds" })
    .int({ error: "must be milliseconds" })
    .min(1000, { error: "must be at least 1000 (1 second)" })
    .max(300_000, { error: "must be at most 300000 (5 minutes)" })
    .default(30_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Where the audit trail goes (server/audit.ts): unset, into the log stream; a file path, its own
   * file, appended one JSON line per account event.
   */
  AUDIT_LOG: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  SESSION_SECRET: list.refine((keys) => keys.every((k) => k.length >= 32), {
    error: "each comma-separated secret must be at least 32 characters",
  }),
  PROVIDER_API_URL: optionalUrl,
  PROVIDER_TIMEOUT_MS: z.coerce.number({ error: "must be milliseconds" }).int().min(100).max(120_000).default(10_000),
  /**
   * The time budget of a page's secondary calls (notes, history, connection, outages, this
   * month's usage on Home): past it the page is sent without that part, whose card says it could
   * not load in time and offers Try again. Never longer than PROVIDER_TIMEOUT_MS.
   */
  PROVIDER_SECONDARY_TIMEOUT_MS: z.coerce
    .number({ error: "must be milliseconds" })
    .int()
    .min(100)
    .max(120_000)
    .default(2500),
  PROVIDER_MAX_CONNECTIONS: z.coerce
    .number({ error: "must be a number from 1 to 1000" })
    .int()
    .min(1)
    .max(1000)
    .default(50),
  PROVIDER_MAX_RESPONSE_BYTES: z.coerce
    .number({ error: "must be bytes, at least 65536" })
    .int()
    .min(65_536)
    .default(10 * 1024 * 1024),
  SANDBOX_PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3001),
  PORTAL_URL: optionalUrl,
  /**
   * The staff console's own listener at HOST (docs/staff.md): `off` serves none. The customer
   * listener never answers /staff…, and this one nothing else.
   */
  STAFF_PORT: z
    .string()
    .optional()
    .transform((v, ctx): number | null => {
      const value = v?.trim() ?? "";
      if (value === "") return 3002;
      if (value === "off") return null;
      const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
      if (port >= 1 && port <= 65535) return port;
      ctx.addIssue({ code: "custom", message: "must be a port number, or off" });
      return z.NEVER;
    }),
  /** The staff console's public URL (its sign-in redirect URI is STAFF_URL/staff/auth/callback). */
  STAFF_URL: optionalUrl,
  /** The staff identity provider (OpenID Connect) and the console's registration with it: all three or none. */
  STAFF_OIDC_ISSUER: optionalUrl,
  STAFF_OIDC_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  STAFF_OIDC_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** How long a member of staff's view of a customer's account lasts (docs/staff.md); the provider allows at most 60. */
  STAFF_VIEW_MINUTES: z.coerce
    .number({ error: "must be a whole number of minutes" })
    .int({ error: "must be a whole number of minutes" })
    .min(1, { error: "must be at least 1" })
    .max(60, { error: "must be at most 60 (the provider's limit for a view)" })
    .default(15),
  WHOLESALER_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{0,16}$/, { error: "must be letters and digits" })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
  WHOLESALER_NAME: z.string().max(80).optional(),
  // A path on the portal's own origin (the CSP allows images from 'self' only), e.g. a file in public/.
  BRAND_LOGO_PATH: z
    .string()
    .regex(/^\/(?!\/)[A-Za-z0-9._~/-]+$/, { error: "must be a path on this site, e.g. /brand/logo.svg" })
    .optional(),
  BRAND_ABN: abn.optional(), // on receipts (decision 081); unset on the sandbox: the sandbox brand's
  LOGIN_URL: z.string().default("/login"),
  OE_LOGIN_URL_STAGING: optionalUrl.default("https://staging.myaccount.example.com/login"),
  OE_LOGIN_URL_PRODUCTION: optionalUrl.default("https://myaccount.example.com/login"),
  RETURN_TO_ORIGINS: list.pipe(z.array(origin)),
  SUPPORT_PHONE: z
    .string()
    .regex(/^[0-9 +()]{6,20}$/, { error: "must be a phone number" })
    .default("1300 980 711"),
  CONTACT_URL: optionalUrl.default("https://www.example.com/contact"),
  HARDSHIP_POLICY_URL: optionalUrl.default("https://www.example.com/policies/financial-hardship"),
  COMPLAINTS_POLICY_URL: optionalUrl.default("https://www.example.com/policies/complaints-handling"),
  FEATURE_HARDWARE: flag(true),
  FEATURE_VOIP: flag(true),
  FEATURE_MOVING: flag(false),
  FEATURE_STATIC_IP: flag(true),
  TAG_MANAGER_ID_PRODUCTION: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, { error: "must look like GTM-XXXX" })
    .default("GTM-OEPROD1"),
  TAG_MANAGER_ID_STAGING: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, { error: "must look like GTM-XXXX" })
    .default("GTM-OESTAGE1"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string => {
      const value = v?.trim();
      if (value === undefined || value === "" || value === "false") return false;
      // Never `true`: trusting every hop lets any client choose its own address (X-Forwarded-For).
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(",").map((e) => e.trim());
      if (entries.every((e) => TRUSTED_PROXY_NAMES.has(e) || isAddressOrCidr(e))) return entries.join(",");
      ctx.addIssue({
        code: "custom",
        message: entries.some((e) => /\/0+$/.test(e))
          ? "must not contain a /0 range: it is every address, which trusts every hop as true would"
          : "must be a hop count or a list of proxy addresses or CIDRs (never true)",
      });
      return z.NEVER;
    }),
  /**
   * Whether the portal compresses its pages itself (gzip or brotli, as the browser accepts): on for
   * `npm start` with nothing in front; off behind a proxy that compresses (deploy/nginx/,
   * deploy/k8s/), which does it on other cores. Assets go out precompressed either way.
   */
  COMPRESSION: flag(true),
  /** The shared state store (DESIGN §8): unset, each process keeps its own in memory. */
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional()),
  /**
   * Redis Sentinel (docs/deployment.md "A store that survives"): the sentinels as host:port, comma
   * separated, and the name of the primary they watch. The portal asks them for the primary and
   * follows a failover; set these instead of REDIS_URL.
   */
  REDIS_SENTINELS: list.pipe(
    z.array(
      z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:.]+\]:\d{1,5}$/, {
        error: "must be a list of host:port, like sentinel-0:26379,sentinel-1:26379",
      }),
    ),
  ),
  REDIS_SENTINEL_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: "must be the name the sentinels know the primary by" })
    .optional(),
  /** The primary's and replicas' password under Sentinel (with REDIS_URL it is in the URL). */
  REDIS_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The sentinels' own password, when they ask for one (`requirepass` in sentinel.conf). */
  REDIS_SENTINEL_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: "must be a positive number" })
    .positive({ error: "must be a positive number" })
    .default(1),
  /**
   * Per-address flood guards, sized for carrier-grade NAT (thousands of customers behind one
   * address): wrong passwords per 15 minutes, sign-in links and reset links asked for per 15
   * minutes, form posts and page requests per minute. RATE_LIMIT_FACTOR scales them too
   * (docs/decisions/056).
   */
  SIGN_IN_PER_IP_LIMIT: perIpLimit(300),
  SIGN_IN_LINKS_PER_IP_LIMIT: perIpLimit(100),
  PASSWORD_RESET_REQUESTS_PER_IP_LIMIT: perIpLimit(100),
  FORM_POSTS_PER_IP_LIMIT: perIpLimit(600),
  PAGE_VIEWS_PER_IP_LIMIT: perIpLimit(3000),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /**
   * How many signed-out join journeys (/signup) the state store holds at once, across every
   * instance; a new one beyond it is asked to try again shortly (docs/decisions/031, 057).
   */
  JOIN_JOURNEYS_MAX: journeysMax,
  /** The same for signed-out password tasks (/password/forgot, /password/reset): a space of their own. */
  RECOVERY_JOURNEYS_MAX: journeysMax,
  /**
   * How many journeys of one space a single client address may hold at once (× RATE_LIMIT_FACTOR,
   * at most the space's size), so that one address never fills a space alone (docs/decisions/057).
   */
  JOURNEYS_PER_IP_MAX: z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .default(50),
  /**
   * How many sign-ins one account keeps at once; a new one beyond it ends the account's oldest
   * (× RATE_LIMIT_FACTOR; docs/decisions/057).
   */
  SESSIONS_PER_ACCOUNT_MAX: z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .default(50),
  SANDBOX: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
  SESSION_MAX_AGE_MINUTES: z.coerce
    .number({ error: "must be minutes" })
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(12 * 60),
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: "must be minutes" })
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** The provider's zone: "today", "this month" and every date shown to a customer (app/lib/dates/). */
  PROVIDER_TIME_ZONE: z
    .string()
    .trim()
    .default("Australia/Sydney")
    .refine(isTimeZone, { error: "must be an IANA time zone, like Australia/Sydney" }),
});

/** The energy wholesaler's code (spec §1, §9): its tag manager, plan rules (spec §5) and external login. */
const OE_WHOLESALER_CODE = "oe";

/** The branded variant, if any: its code (lower case) and name, and whether it is the energy wholesaler. */
export type Wholesaler = { code: string | null; name: string | null; isOE: boolean };

/** The staff console's identity provider and its registration there (docs/staff.md). */
export type StaffOidc = { issuer: string; clientId: string; clientSecret: string };

export type Config = Omit<z.infer<typeof schema>, "WHOLESALER_CODE" | "WHOLESALER_NAME"> & {
  /** STAFF_OIDC_*, when set; unset, the sandbox's identity provider serves when the sandbox runs. */
  staffOidc: StaffOidc | null;
  /** The staff console's public origin: STAFF_URL, or localhost at STAFF_PORT. */
  staffUrl: string;
  /** Derived once from WHOLESALER_CODE and WHOLESALER_NAME: nothing else compares the code. */
  wholesaler: Wholesaler;
  /** Where provider calls go: the configured provider, or the embedded sandbox. */
  providerUrl: string;
  useSandbox: boolean;
  /** Where signed-out visitors are sent when no safe returnTo was given. */
  loginUrl: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // NODE_ENV=production (what the build and most hosts set) means production behaviour unless
  // APP_ENV says otherwise: a forgotten APP_ENV must not turn on development's error details.
  const appEnv = env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : "development");
  const result = schema.safeParse({ ...env, APP_ENV: appEnv });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const c = result.data;
  const isProduction = c.APP_ENV === "production";
  if (c.SESSION_SECRET.length === 0) {
    if (c.APP_ENV !== "development") {
      throw new ConfigError(`Invalid configuration: SESSION_SECRET is required when APP_ENV is ${c.APP_ENV}`);
    }
    // Development: a random secret for this process.
    c.SESSION_SECRET = [randomBytes(32).toString("base64url")];
    if (c.NODE_ENV !== "test") {
      process.emitWarning("SESSION_SECRET is not set: using a random one; sessions end when the server restarts.");
    }
  }
  if (c.APP_ENV !== "development" && c.PROVIDER_API_URL === undefined && c.SANDBOX !== "on") {
    // The sandbox accepts public demo passwords: production and staging must name their provider
    // (or say SANDBOX=on, which server/index.ts warns about at every start).
    throw new ConfigError(
      `Invalid configuration: PROVIDER_API_URL is required when APP_ENV is ${c.APP_ENV} (or set SANDBOX=on to run the demo sandbox)`,
    );
  }
  if (c.REDIS_SENTINELS.length > 0 && c.REDIS_URL !== undefined) {
    throw new ConfigError("Invalid configuration: set REDIS_URL or REDIS_SENTINELS, not both");
  }
  if (c.REDIS_SENTINELS.length > 0 && c.REDIS_SENTINEL_NAME === undefined) {
    throw new ConfigError("Invalid configuration: REDIS_SENTINEL_NAME is required with REDIS_SENTINELS");
  }
  const staffOidcSettings = {
    STAFF_OIDC_ISSUER: c.STAFF_OIDC_ISSUER,
    STAFF_OIDC_CLIENT_ID: c.STAFF_OIDC_CLIENT_ID,
    STAFF_OIDC_CLIENT_SECRET: c.STAFF_OIDC_CLIENT_SECRET,
  };
  const missing = Object.entries(staffOidcSettings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0 && missing.length < 3) {
    throw new ConfigError(
      `Invalid configuration: STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET go together (missing ${missing.join(", ")})`,
    );
  }
  const staffOidc: StaffOidc | null =
    missing.length === 0
      ? { issuer: c.STAFF_OIDC_ISSUER!, clientId: c.STAFF_OIDC_CLIENT_ID!, clientSecret: c.STAFF_OIDC_CLIENT_SECRET! }
      : null;
  const { WHOLESALER_CODE, WHOLESALER_NAME, ...settings } = c;
  const wholesaler: Wholesaler = {
    code: WHOLESALER_CODE ?? null,
    name: WHOLESALER_NAME ?? null,
    isOE: WHOLESALER_CODE === OE_WHOLESALER_CODE,
  };
  const loginUrl = wholesaler.isOE ? (isProduction ? c.OE_LOGIN_URL_PRODUCTION : c.OE_LOGIN_URL_STAGING) : c.LOGIN_URL;
  return {
    ...settings,
    wholesaler,
    providerUrl: c.PROVIDER_API_URL ?? `http://127.0.0.1:${c.SANDBOX_PORT}`,
    useSandbox: c.PROVIDER_API_URL === undefined,
    loginUrl,
    isProduction,
    staffOidc,
    staffUrl: (c.STAFF_URL ?? `http://localhost:${c.STAFF_PORT ?? 3002}`).replace(/\/$/, ""),
  };
}

function load(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export const config: Config = load();
