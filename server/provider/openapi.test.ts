import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { listCalls } from "#server/provider/calls.ts";
import { providerOpenApi } from "#server/provider/openapi.ts";
import { isStaffOnlyCall, staffRolesFor } from "#server/provider/staff-calls.ts";

const committed = JSON.parse(
  readFileSync(new URL("../../docs/provider-openapi.json", import.meta.url), "utf8"),
) as ReturnType<typeof providerOpenApi>;
const generated = providerOpenApi();

describe("the provider contract (docs/provider-openapi.json)", () => {
  it("is what the code generates: run `npm run openapi` after changing a call or a schema", () => {
    expect(committed).toEqual(generated);
  });

  it("has every call of the catalogue, with its method, parameters and answer", () => {
    for (const call of listCalls()) {
      const op = generated.paths[call.fullPath]?.[call.method.toLowerCase()];
      expect(op, `${call.method} ${call.fullPath}`).toBeDefined();
      expect(op!.operationId).toBe(`${call.area}.${call.name}`);
      const names = (op!.parameters ?? []).map((p) => `${String(p.in)}:${String(p.name)}`);
      expect(names).toEqual([
        ...[...call.path.matchAll(/\{(\w+)\}/g)].map((m) => `path:${m[1]}`),
        ...call.query.map((q) => `query:${q}`),
      ]);
      // Reports and management: a staff access token only; get-oss-token: either (docs/staff.md).
      const security = call.noToken
        ? []
        : isStaffOnlyCall(call)
          ? [{ staffAccessToken: [] }]
          : staffRolesFor(call)
            ? [{ accessToken: [] }, { staffAccessToken: [] }]
            : [{ accessToken: [] }];
      expect(op!.security).toEqual(security);
      const content = op!.responses["200"]!.content as Record<string, unknown>;
      expect(Object.keys(content)).toEqual([call.response ? "application/json" : "application/octet-stream"]);
    }
  });

  it("describes answers with JSON Schemas that compile (draft 2020-12)", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const [name, schema] of Object.entries(generated.components.schemas)) {
      expect(() => ajv.compile(schema), name).not.toThrow();
    }
  });

  it("lets a provider send fields the portal does not read, and requires the ones it does", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const status = ajv.compile(generated.components.schemas.accountStatus!);
    const answer = {
      accountCode: "A1",
      balanceCents: 100,
      dueDate: null,
      overdue: false,
      overdueCents: 0,
      paymentMethod: null,
    };
    expect(status({ ...answer, extra: "kept" })).toBe(true);
    expect(status({ ...answer, balanceCents: "100" })).toBe(false);
    const { accountCode: _missing, ...withoutCode } = answer;
    expect(status(withoutCode)).toBe(false);
  });
});
