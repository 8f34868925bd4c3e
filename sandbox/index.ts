/** The sandbox provider: a real HTTP server with the spec §7 paths over a node:sqlite store. */
export { startSandbox } from "./server.ts";
export type { RunningSandbox, SandboxOptions } from "./server.ts";
export type { FaultRule } from "./faults.ts";
export { DEMO_PASSWORD } from "./seed.ts";
export { TEST_CARDS } from "./handlers/credit-card.ts";
