import { writeFileSync } from "node:fs";
import { providerOpenApi } from "#server/provider/openapi.ts";

/** `npm run openapi`: writes the provider contract (docs/provider-openapi.json) from the code. */
export const OPENAPI_FILE = new URL("../docs/provider-openapi.json", import.meta.url);

writeFileSync(OPENAPI_FILE, `${JSON.stringify(providerOpenApi(), null, 2)}\n`);
process.stdout.write(`wrote ${OPENAPI_FILE.pathname}\n`);
