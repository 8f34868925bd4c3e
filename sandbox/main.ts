import { sandboxConfig as config } from "./config.ts";
import { logger } from "./logger.ts";
import { startSandbox } from "./server.ts";

/** `npm run sandbox`: the sandbox provider on its own. */

const running = await startSandbox({
  port: config.SANDBOX_PORT,
  host: config.SANDBOX_HOST,
  dbPath: config.SANDBOX_DB,
  portalUrl: config.portalUrl,
  staffUrl: config.staffUrl,
  faults: config.SANDBOX_FAULTS,
});
logger.info({ url: running.url, db: config.SANDBOX_DB }, "sandbox provider listening");
process.stdout.write(
  `Sandbox provider on ${running.url} (store: ${config.SANDBOX_DB}). Sign in as demo@example.com / demo-password.\n`,
);
if (running.identity) {
  // What a portal in another process needs to sign staff in here (docs/staff.md).
  process.stdout.write(
    `Staff identity provider on ${running.identity.issuer}: STAFF_OIDC_ISSUER=${running.identity.issuer} STAFF_OIDC_CLIENT_ID=${running.identity.clientId} STAFF_OIDC_CLIENT_SECRET=${running.identity.clientSecret}\n`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
