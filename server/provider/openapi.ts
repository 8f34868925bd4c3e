import { z } from "zod";
import { isStaffOnlyCall, staffRolesFor } from "./staff-calls.ts";
import { listCalls } from "#server/provider/calls.ts";
import type { CatalogueEntry } from "#server/provider/calls.ts";
import { looseObject } from "#server/provider/loose.ts";
import * as authenticationSchemas from "#server/provider/schemas/authentication.ts";
import * as billingSchemas from "#server/provider/schemas/billing.ts";
import * as commonSchemas from "#server/provider/schemas/common.ts";
import * as lookupSchemas from "#server/provider/schemas/lookup.ts";
import * as managementSchemas from "#server/provider/schemas/management.ts";
import * as mobileSchemas from "#server/provider/schemas/mobile.ts";
import * as networkSchemas from "#server/provider/schemas/network.ts";
import * as plansSchemas from "#server/provider/schemas/plans.ts";
import * as profileSchemas from "#server/provider/schemas/profile.ts";
import * as requestsSchemas from "#server/provider/schemas/requests.ts";
import * as saleSchemas from "#server/provider/schemas/sale.ts";
import * as servicesSchemas from "#server/provider/schemas/services.ts";
import * as usageSchemas from "#server/provider/schemas/usage.ts";
import * as staffSchemas from "#server/provider/schemas/staff.ts";

/**
 * The provider contract as an OpenAPI 3.1 document, generated from the catalogue (calls.ts): its
 * paths, parameters and the zod schema each answer is validated with. `npm run openapi` writes it
 * to docs/provider-openapi.json; a unit test keeps that file equal to this function's output, and
 * `npm run contract` checks a provider's answers against it.
 *
 * Answer schemas are the *input* side of the zod schemas (what the provider sends): fields the
 * portal does not read are allowed, and nothing the portal adds with a default is required.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonObject>; securitySchemes: Record<string, JsonObject> };
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  "x-extension"?: true;
  "x-staff-roles"?: string[];
  security: Record<string, string[]>[];
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses: Record<string, JsonObject>;
}

/** Every module of answer shapes (server/provider/schemas/): a new one is listed here. */
const schemaModules = [
  authenticationSchemas,
  billingSchemas,
  commonSchemas,
  lookupSchemas,
  managementSchemas,
  mobileSchemas,
  networkSchemas,
  plansSchemas,
  profileSchemas,
  requestsSchemas,
  saleSchemas,
  servicesSchemas,
  usageSchemas,
  staffSchemas,
];

/** The name each answer schema is exported under (its component name). */
function schemaNames(): Map<unknown, string> {
  const names = new Map<unknown, string>([[looseObject, "looseObject"]]);
  for (const schemas of schemaModules) {
    for (const [name, value] of Object.entries(schemas)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

/** zod writes JavaScript's safe-integer range on every `.int()`; it says nothing about the provider. */
function withoutSafeIntegerBounds(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (node === null || typeof node !== "object") return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "minimum" && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === "maximum" && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = withoutSafeIntegerBounds(value);
  }
  return out;
}

function toJsonSchema(schema: z.ZodType): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as JsonObject;
  return withoutSafeIntegerBounds(rest) as JsonObject;
}

function parameters(call: CatalogueEntry): JsonObject[] {
  const inPath = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return [
    ...inPath.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    // Lists go comma-separated in one value (server/provider/http.ts).
    ...call.query.map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
  ];
}

function operation(call: CatalogueEntry, names: Map<unknown, string>): Operation {
  const op: Operation = {
    operationId: `${call.area}.${call.name}`,
    tags: [call.area],
    security: call.noToken ? [] : isStaffOnlyCall(call) ? [{ staffAccessToken: [] }] : [{ accessToken: [] }],
    responses: {},
  };
  // A staff access token, and the roles it must carry (docs/staff.md); a customer's token gets 403.
  const staffRoles = staffRolesFor(call);
  if (staffRoles) {
    if (!isStaffOnlyCall(call)) op.security.push({ staffAccessToken: [] });
    op["x-staff-roles"] = [...staffRoles];
  }
  if (call.extension) op["x-extension"] = true;
  const params = parameters(call);
  if (params.length) op.parameters = params;
  if (call.method !== "GET") {
    // Request bodies are typed in TypeScript (server/provider/areas/) rather than as schemas.
    op.requestBody = { required: true, content: { "application/json": { schema: { type: "object" } } } };
  }
  if (call.response) {
    const name = names.get(call.response);
    if (!name) throw new Error(`${op.operationId}: its answer schema is not exported from a module of schemaModules`);
    op.responses["200"] = {
      description: "The answer.",
      content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  } else {
    op.responses["200"] = {
      description: "A file (PDF or CSV).",
      content: {
        "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
      },
    };
  }
  op.responses["default"] = { description: "A refusal or failure (4xx or 5xx)." };
  return op;
}

export function providerOpenApi(): OpenApiDocument {
  const names = schemaNames();
  const calls = listCalls();
  const paths: OpenApiDocument["paths"] = {};
  const used = new Set<string>();
  for (const call of calls) {
    const op = operation(call, names);
    const item = (paths[call.fullPath] ??= {});
    item[call.method.toLowerCase()] = op;
    if (call.response) used.add(names.get(call.response)!);
  }
  const componentSchemas: Record<string, JsonObject> = {};
  for (const [schema, name] of [...names].sort((a, b) => a[1].localeCompare(b[1]))) {
    if (used.has(name)) componentSchemas[name] = toJsonSchema(schema as z.ZodType);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Provider API, as the self-service portal uses it",
      version: "1",
      description:
        "Generated from server/provider/calls.ts and server/provider/schemas/ by `npm run openapi`; do not edit by hand. " +
        "Every call of spec §7 and the portal's extensions (x-extension). Answers list the fields the portal " +
        "relies on; a provider may send more.",
    },
    paths,
    components: {
      schemas: componentSchemas,
      securitySchemes: {
        accessToken: { type: "apiKey", in: "header", name: "X-Access-Token" },
        // The staff identity provider's JWT access token for this API (its audience), carrying `roles`.
        staffAccessToken: {
          type: "apiKey",
          in: "header",
          name: "X-Access-Token",
          description:
            "A staff access token: a JWT from the provider's OpenID Connect identity provider whose audience is this API, " +
            "carrying the member of staff's `roles` (agent, supervisor, admin). Calls marked x-staff-roles take it from " +
            "those roles only (403 otherwise); reports and management take nothing else (a customer's token: 403). " +
            "authentication/refresh-token refuses an OSS token (403): it never becomes a customer's access token.",
        },
      },
    },
  };
}
