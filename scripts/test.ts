// `npm test`: every check of the README's test command, each started as soon as what it needs is done.
//
// The e2e suite is the long pole, and it leaves the two cores partly idle: each Playwright worker is
// a chain (test → browser → portal → sandbox) where mostly one process computes while the others
// wait. So it starts as soon as the build is there, and the rest fills its gaps: the type check
// (tsc), eslint and prettier (one core each, needing only the route types) run beside the build and
// then beside the e2e suite; vitest (which spawns portals from the build) starts once those checks
// are done, so at most one other heavy step shares the cores with the browsers. Each command is
// read from package.json's scripts (`typecheck`: typegen, then tsc; `lint`: eslint, then prettier),
// so this file adds an order, not a second list. A step's output is printed whole when it ends
// (steps overlap); the times of every step come last. A failed step still lets the running ones
// finish, so one run reports every finding, but starts nothing new.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const partsOf = (script: string): string[] => scripts[script]!.split("&&").map((command) => command.trim());

const [typegen, tsc, ...moreTypecheck] = partsOf("typecheck");
const [eslint, prettier, ...moreLint] = partsOf("lint");
if (moreTypecheck.length > 0 || moreLint.length > 0) {
  throw new Error("scripts/test.ts knows `typecheck` as typegen && tsc and `lint` as eslint && prettier");
}

/** Each step and the steps it waits for. */
const steps: { command: string; after: string[] }[] = [
  { command: typegen!, after: [] },
  { command: tsc!, after: [typegen!] },
  { command: eslint!, after: [typegen!] },
  { command: prettier!, after: [typegen!] },
  { command: "npm run build", after: [typegen!] },
  { command: "npm run test:budget", after: ["npm run build"] },
  { command: "npm run test:e2e", after: ["npm run build"] },
  { command: "npm run test:unit", after: ["npm run build", tsc!, eslint!, prettier!] },
];

const times: string[] = [];
const started = performance.now();
const since = () => ((performance.now() - started) / 1000).toFixed(1);

function run(command: string): Promise<boolean> {
  const began = performance.now();
  const at = since();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => {
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      const line = `${command}: ${code === 0 ? "ok" : `failed (${code})`} in ${seconds} s (from ${at} s)`;
      times.push(line);
      process.stdout.write(`\n── ${line}\n${output}`);
      resolve(code === 0);
    });
  });
}

const done = new Set<string>();
const running = new Map<string, Promise<void>>();
let ok = true;
for (;;) {
  if (ok) {
    for (const step of steps) {
      if (done.has(step.command) || running.has(step.command)) continue;
      if (!step.after.every((before) => done.has(before))) continue;
      process.stdout.write(`── ${step.command}: started at ${since()} s\n`);
      running.set(
        step.command,
        run(step.command).then((passed) => {
          ok &&= passed;
          running.delete(step.command);
          done.add(step.command);
        }),
      );
    }
  }
  if (running.size === 0) break;
  await Promise.race(running.values());
}
ok &&= done.size === steps.length;
process.stdout.write(`\n${times.join("\n")}\nnpm test: ${ok ? "ok" : "failed"} in ${since()} s\n`);
process.exitCode = ok ? 0 : 1;
