// `npm run dev`: the portal with Vite's middleware in place of the build (server/index.ts), which
// Node's watch mode restarts when a file in server/ or sandbox/ changes (package.json's `dev`).
// The flag is set here rather than in the npm script so that the script runs in any shell, cmd.exe too.
import process from "node:process";

process.env.PORTAL_DEV = "1";
await import("./index.ts");
