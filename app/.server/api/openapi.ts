import { z } from "zod";
import { SESSION_COOKIE_PREFIX } from "../auth/auth";
import { BODY_MEDIA, type Contract, contract, contractOf } from "./contract";

// /api/openapi.json: the OpenAPI 3.1 document of every route that has a contract, built from the
// routes as mounted (method and path from the router, the rest from the contract), with zod's own
// JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1). Schemas with an `id` in their
// metadata become components.

type JsonSchema = Record<string, unknown>;
type MountedRoute = { method: string; path: string; handler: unknown };

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

/** GET /api/openapi.json itself, under contract like every route. */
export const openApiRoute = contract({
  tags: ["meta"],
  access: "visitor",
  operationId: "getOpenApiDocument",
  summary: "This document",
  responses: {
    200: {
      description: "The OpenAPI 3.1 document of every route, built from the routes as mounted.",
      schema: z.looseObject({
        openapi: z.literal("3.1.0"),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
        components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
      }),
    },
  },
});

/**
 * A request field the server fills in when it is left out (a default, "" meaning "not given") is not
 * required, whatever zod's input view says of preprocessed fields: absence is tried on the field itself.
 */
function acceptsAbsence(schema: unknown): boolean {
  return schema instanceof z.ZodType && schema.safeParse(undefined).success;
}

function toJsonSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    // Uploaded files are documented as binary strings; anything else unrepresentable is a bug of ours.
    unrepresentable: "any",
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def;
      if (io === "input" && def.type === "object" && Array.isArray(ctx.jsonSchema.required)) {
        const shape = (def as unknown as { shape: Record<string, unknown> }).shape;
        const required = (ctx.jsonSchema.required as string[]).filter((key) => !acceptsAbsence(shape[key]));
        if (required.length) ctx.jsonSchema.required = required;
        else delete ctx.jsonSchema.required;
      }
    },
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = json;
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const known = components[id];
    const moved = relink(definition) as JsonSchema;
    if (known && JSON.stringify(known) !== JSON.stringify(moved)) throw new Error(`Two different schemas are named ${id}`);
    components[id] = moved;
  }
  return relink(rest) as JsonSchema;
}

/** zod writes shared schemas under $defs; the document keeps them in components.schemas. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        key === "$ref" && typeof v === "string" ? v.replace(/^#\/\$defs\//, "#/components/schemas/") : relink(v),
      ]),
    );
  }
  return value;
}

function parameters(schema: z.ZodType | undefined, place: "path" | "query", components: Record<string, JsonSchema>) {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input", components);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, { description, ...property }]) => ({
    name,
    in: place,
    required: place === "path" || required.has(name),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

function operation(contract: Contract, components: Record<string, JsonSchema>) {
  const { params, query, body } = contract.request ?? {};
  const requestBody = body && {
    required: true,
    ...(body.checkedBy === "service"
      ? { description: "Checked by the service, after its own checks (of the caller, or the target: a missing listing answers 404 first)." }
      : {}),
    content: Object.fromEntries(
      (body.media ?? ["json", "form"]).map((media) => [BODY_MEDIA[media], { schema: toJsonSchema(body.schema, "input", components) }]),
    ),
  };
  const responses = Object.fromEntries(
    Object.entries(contract.responses).map(([status, { description, schema, media }]) => [
      status,
      {
        description,
        ...(schema ? { content: { [media ?? "application/json"]: { schema: toJsonSchema(schema, "output", components) } } } : {}),
      },
    ]),
  );
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [...contract.tags],
    // A visitor may call "visitor" routes; a session cookie changes what they see.
    security: contract.access === "visitor" ? [{}, { session: [] }] : [{ session: [] }],
    parameters: [...parameters(params, "path", components), ...parameters(query, "query", components)],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The document of the routes mounted on an app (Hono's `app.routes`). */
export function openApiDocument(routes: readonly MountedRoute[]): OpenApiDocument {
  const components: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes) {
    const contract = contractOf(route.handler);
    if (!contract) continue;
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const method = route.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`Two contracts for ${route.method} ${route.path}`);
    (paths[path] ??= {})[method] = operation(contract, components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Prona API",
      version: "1",
      description:
        "The JSON API of Prona, the real-estate marketplace for Kosovo. Field names are the spec's (owner_id, listing_type, ...). " +
        'Every refusal answers `{ "error": { "code", "message", "fields" } }`; writes from another origin are refused.',
    },
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: `The session cookie set by /api/auth/login (\`__Secure-${SESSION_COOKIE}\` over HTTPS).`,
        },
      },
    },
  };
}
