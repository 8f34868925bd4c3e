// `npm test`: every check of the README's test command, the independent ones side by side.
//
// The type check (tsc), eslint and prettier each use one core and need nothing but the route
// types; the build needs nothing from them. So after `react-router typegen` they run at once
// (two cores: the build shares them with the checks), then the tests, which need the build, one
// after the other. Each command is read from package.json's scripts (`typecheck`: typegen, then
// tsc; `lint`: eslint, then prettier), so this file adds an order, not a second list.
// A side-by-side command's output is printed whole when it ends; the times of every step come last.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const partsOf = (script: string): string[] => scripts[script]!.split("&&").map((command) => command.trim());

const [typegen, ...typecheck] = partsOf("typecheck");
const phases: string[][] = [
  [typegen!],
  [...typecheck, ...partsOf("lint"), "npm run build"],
  ["npm run test:unit"],
  ["npm run test:budget"],
  ["npm run test:e2e"],
];

const times: string[] = [];

function run(command: string, buffered: boolean): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const line = `${command}: ${code === 0 ? "ok" : `failed (${code})`} in ${seconds} s`;
      times.push(line);
      if (buffered) process.stdout.write(`\n── ${line}\n${output}`);
      resolve(code === 0);
    });
  });
}

const started = performance.now();
let ok = true;
for (const phase of phases) {
  // A failed side-by-side step still lets its neighbours finish, so one run reports every finding.
  const results = await Promise.all(phase.map((step) => run(step, phase.length > 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
process.stdout.write(
  `\n${times.join("\n")}\nnpm test: ${ok ? "ok" : "failed"} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
process.exitCode = ok ? 0 : 1;
