import { runInRequest } from "#server/request-context.ts";

let nextClient = 0;

/**
 * Runs `run` as the Express layer runs React Router for one request: with a request id and a client
 * address of its own (a new address unless given), so one test's per-address limits never touch another's.
 */
export function fromClient<T>(run: () => T, clientIp = `192.0.2.${(++nextClient % 250) + 1}`): T {
  return runInRequest({ id: `test-${++nextClient}`, clientIp, nonce: "" }, run);
}
