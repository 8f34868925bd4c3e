import { checkContract, formatContractReport } from "#scripts/lib/contract-check.ts";
import type { ContractRow } from "#scripts/lib/contract-check.ts";
import { DEMO_PASSWORD } from "#sandbox/seed.ts";
import { startSandbox } from "#sandbox/server.ts";

/**
 * `npm run contract`: is a provider's API what the portal expects (docs/provider-openapi.json)?
 *
 *   PROVIDER_API_URL=https://… CONTRACT_EMAIL=… CONTRACT_PASSWORD=… npm run contract
 *
 * Without PROVIDER_API_URL it checks a sandbox it starts itself, with its demo accounts (one per
 * kind of service). Exits 1 when any call does not match, 2 when it cannot run.
 */

const SANDBOX_ACCOUNTS = ["demo@example.com", "voip@example.com", "energy@example.com"];

async function main(): Promise<number> {
  const url = process.env.PROVIDER_API_URL;
  const runs: { heading: string; rows: ContractRow[] }[] = [];
  if (url) {
    const email = process.env.CONTRACT_EMAIL;
    const password = process.env.CONTRACT_PASSWORD;
    if (!email || !password) {
      process.stderr.write("Set CONTRACT_EMAIL and CONTRACT_PASSWORD to a test account of the provider.\n");
      return 2;
    }
    runs.push({ heading: `${url} as ${email}`, rows: await checkContract({ baseUrl: url, email, password }) });
  } else {
    const sandbox = await startSandbox({ port: 0, dbPath: ":memory:", faults: [] });
    try {
      for (const email of SANDBOX_ACCOUNTS) {
        const rows = await checkContract({ baseUrl: sandbox.url, email, password: DEMO_PASSWORD });
        runs.push({ heading: `the sandbox (${sandbox.url}) as ${email}`, rows });
      }
    } finally {
      await sandbox.close();
    }
  }
  for (const run of runs) process.stdout.write(`${formatContractReport(run.rows, run.heading)}\n`);
  return runs.some((run) => run.rows.some((row) => row.outcome === "mismatch")) ? 1 : 0;
}

process.exitCode = await main();
