import { z } from "zod";

/**
 * The sandbox provider's own settings (it is a sibling of the portal, not part of it). Read once
 * from the environment; a bad value stops it with one line naming the variable.
 */
const schema = z.object({
  SANDBOX_PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3001),
  /**
   * Where `npm run sandbox` listens: loopback unless told otherwise. A container needs 0.0.0.0 so the
   * portal containers can reach it (compose.yaml); the sandbox accepts public demo passwords, so never
   * publish it beyond a demo network.
   */
  SANDBOX_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:-]+$/, { error: "must be a host name or an IP address, like 127.0.0.1 or 0.0.0.0" })
    .default("127.0.0.1"),
  SANDBOX_DB: z.string().min(1).default(".data/sandbox.sqlite"),
  SANDBOX_FAULTS: z.string().optional(),
  /**
   * The staff identity provider's port (sandbox/identity/): its own origin beside the API's, on
   * the same host. 0 takes any free port (tests).
   */
  SANDBOX_IDP_PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3003),
  /** The staff console's public URL (its sign-in redirect is registered from it); else localhost:STAFF_PORT. */
  STAFF_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  STAFF_PORT: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{1,5}$/.test(v.trim()) ? Number(v.trim()) : 3002)),
  /** Where sign-in links point; the portal's public URL. */
  PORTAL_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
  RATE_LIMIT_FACTOR: z.coerce.number({ error: "must be a positive number" }).positive().default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type SandboxConfig = z.infer<typeof schema> & { portalUrl: string; staffUrl: string };

export function parseSandboxConfig(env: Record<string, string | undefined>): SandboxConfig {
  // An empty value (e.g. `${SANDBOX_HOST:-}` in compose) means "not set".
  const result = schema.safeParse({
    ...env,
    PORTAL_URL: env.PORTAL_URL || undefined,
    STAFF_URL: env.STAFF_URL || undefined,
    SANDBOX_HOST: env.SANDBOX_HOST?.trim() || undefined,
  });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid sandbox configuration: ${issue.path.join(".")} ${issue.message}`);
  }
  const c = result.data;
  return {
    ...c,
    portalUrl: c.PORTAL_URL ?? `http://localhost:${c.PORT}`,
    staffUrl: c.STAFF_URL ?? `http://localhost:${c.STAFF_PORT}`,
  };
}

function load(): SandboxConfig {
  try {
    return parseSandboxConfig(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

export const sandboxConfig: SandboxConfig = load();
