import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "~/domain/errors";
import { paramsToObject } from "~/domain/search-params";
import { validationError } from "~/domain/schemas/parse";
import { type ApiEnv, currentUser, readBody, requireAdmin } from "./env";

// A route's contract: who may call it, its input (path parameters, query, body) as zod schemas, and
// one answer per status. `contract()` turns it into the route's first middleware, which checks the
// caller and then the input in that order, and marks the route for /api/openapi.json (openapi.ts reads
// the mounted routes, so the document lists exactly what is served). `reply()` makes an answer that
// does not match its contract a type error. Refusals keep the API's one format: an AppError with the
// code the schema names, as the services' own parsing raises (decisions/0010).

export const BODY_MEDIA = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
} as const;
type BodyMedia = keyof typeof BODY_MEDIA;

type BodyContract = {
  schema: z.ZodType;
  /** The encodings taken (readBody reads all three); JSON and forms by default. */
  media?: readonly BodyMedia[];
  /**
   * "route" (default): checked before the handler runs. "service": documented here and checked by the
   * service in its own order: after its checks of the target (a missing or foreign listing still
   * answers 404/403 before an invalid body answers 400), or around its rate limits (the account forms).
   */
  checkedBy?: "route" | "service";
};

export type Contract = {
  /** Unique name of the operation in the document. */
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /**
   * Who may call: "visitor" (anyone; a session only changes the answer), "user" (signed in; a visitor
   * gets `refusal`, UNAUTHENTICATED by default) or "admin" (401, then 403 for non-administrators).
   */
  access: "visitor" | "user" | "admin";
  refusal?: ErrorCode;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodType;
    body?: BodyContract;
  };
  /** One answer per status: JSON (`schema`) unless `media` names another type (the schema then describes the body as text). */
  responses: Readonly<Record<number, { description: string; schema?: z.ZodType; media?: string }>>;
};

/** The refusal body of every route: `{ "error": { "code", "message", "fields" } }`. */
export const errorSchema = z
  .object({
    error: z.object({
      code: z
        .enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])
        .meta({ description: "What was refused (app/domain/errors.ts)." }),
      message: z.string().meta({ description: "The refusal in the reader's language (the lang cookie; Albanian by default)." }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: "Invalid input: each field's message." }),
    }),
  })
  .meta({ id: "Error", description: "A refusal." });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input (the code names the first problem, `fields` each field's), or control characters (CONTROL_CHARACTERS).",
  401: "Not signed in.",
  403: "Not allowed.",
  404: "Not found (or not visible to this reader).",
  409: "In conflict with the current state.",
  410: "Gone: the link was already used.",
  413: "The body is too large.",
  415: "Not an image.",
  429: "Too many requests: try again later.",
  503: "Maintenance: writes are closed to non-administrators.",
};

/** The documented refusals of a route, by status. */
export function refusals(
  ...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]
): Record<number, { description: string; schema: typeof errorSchema }> {
  return Object.fromEntries(statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status]!, schema: errorSchema }]));
}

// --- types: what the middleware validated, and what a route may answer ---

type Schema<T> = T extends z.ZodType ? T : never;
type RequestOf<C extends Contract> = NonNullable<C["request"]>;
type Validated<C extends Contract> = (RequestOf<C> extends { params: infer P } ? { param: z.output<Schema<P>> } : object) &
  (RequestOf<C> extends { query: infer Q } ? { query: z.output<Schema<Q>> } : object) &
  (RequestOf<C> extends { body: infer B extends BodyContract }
    ? B["checkedBy"] extends "service"
      ? object
      : { json: z.output<B["schema"]> }
    : object);
type Sent<C extends Contract> = (RequestOf<C> extends { params: infer P } ? { param: z.input<Schema<P>> } : object) &
  (RequestOf<C> extends { query: infer Q } ? { query: z.input<Schema<Q>> } : object) &
  (RequestOf<C> extends { body: infer B extends BodyContract } ? { json: z.input<B["schema"]> } : object);

/** The validating middleware of a contract: `c.req.valid("param" | "query" | "json")` are typed by it. */
export type ContractMiddleware<C extends Contract> = MiddlewareHandler<ApiEnv, string, { in: Sent<C>; out: Validated<C> }> & {
  readonly contract: C;
};

const CONTRACT = Symbol("contract");

/** The contract a mounted handler carries, if it is a contract's middleware. */
export function contractOf(handler: unknown): Contract | undefined {
  return typeof handler === "function" ? (handler as { [CONTRACT]?: Contract })[CONTRACT] : undefined;
}

/** Zod failures of a request part become the API's refusal (as parseInput raises it in services). */
const refuse = (result: { success: true } | { success: false; error: z.core.$ZodError }) => {
  if (!result.success) throw validationError(result.error);
};

/**
 * The route's middleware for a contract: the caller first (as every route checked it before reading
 * input), then path parameters, query (the first value of a repeated name, as paramsToObject reads
 * it) and body (readBody: JSON, form or multipart, control characters refused).
 */
export function contract<const C extends Contract>(definition: C): ContractMiddleware<C> {
  const { params, query, body } = definition.request ?? {};
  const validators = [
    params && zValidator("param", params, refuse),
    query &&
      zValidator("query", query, refuse, {
        validationFunction: (schema, value) => schema.safeParseAsync(firstValues(value as Record<string, string | string[]>)),
      }),
  ].filter((v) => v !== undefined) as unknown as MiddlewareHandler<ApiEnv>[];
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (definition.access === "admin") await requireAdmin(c);
    else if (definition.access === "user" && !(await currentUser(c))) throw new AppError(definition.refusal ?? "UNAUTHENTICATED");
    for (const validate of validators) {
      const response = await validate(c, async () => {});
      if (response) return response;
    }
    if (body && body.checkedBy !== "service") {
      const result = await body.schema.safeParseAsync(await readBody(c));
      refuse(result);
      c.req.addValidatedData("json", result.data as object);
    }
    await next();
  };
  return Object.assign(middleware, { contract: definition, [CONTRACT]: definition }) as unknown as ContractMiddleware<C>;
}

function firstValues(query: Record<string, string | string[]>): Record<string, string> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  return paramsToObject(params);
}

type SchemaAt<C extends Contract, S extends number> = C["responses"][S] extends { schema: infer R extends z.ZodType } ? z.output<R> : never;
/** An answer matches its contract when its JSON (dates as strings) is what the schema describes. */
type Matching<T, Expected> = [JSONParsed<T>] extends [Expected] ? unknown : { "the answer does not match the contract's schema": Expected };

/** Answers with the contract's response for this status; data that does not fit it does not compile. */
export function reply<const C extends Contract, S extends keyof C["responses"] & ContentfulStatusCode, const T>(
  c: Context<ApiEnv>,
  route: { readonly contract: C },
  status: S,
  data: T & Matching<T, SchemaAt<C, S>>,
) {
  void route;
  return c.json(data as JSONParsed<T>, status);
}
