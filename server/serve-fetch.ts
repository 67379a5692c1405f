import type { IncomingMessage, ServerResponse } from "node:http";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** How much of a request body the shell lets through, and how slowly. */
export type BodyPolicy = { maxBytes: number };

/**
 * A body must arrive at a useful pace: after a grace period every sender keeps up at least this rate on
 * average, so a client dribbling bytes cannot hold a connection (a 64 KB form is done in ~10 s).
 */
const BODY_GRACE_MS = 10_000;
const BODY_MIN_BYTES_PER_SECOND = 32 * 1024;
const BODY_CHECK_MS = 1_000;
const LINGER_MS = 3_000;

export type BodyRefusal = 408 | 413;

class BodyRefused extends Error {
  constructor(readonly status: BodyRefusal) {
    super(status === 413 ? "request body too large" : "request body too slow");
  }
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * The request's URL as React Router's Express adapter builds it (host from the Host header). The target
 * is a path with a single leading "/": the shell made it so (origin-form.ts, request-target.ts); an
 * absolute-form target put after the host here was an invalid URL (a 500).
 */
export function urlOf(req: ExpressRequest): string {
  const host = req.get("host") ?? "localhost";
  return new URL(`${req.protocol}://${host}${req.originalUrl}`).href;
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return headers;
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * Serves a Node request with a fetch-style handler (the JSON API, the pages). The body reaches the
 * handler through a counter, so its size is checked on the bytes actually streamed, declared or not:
 * past `maxBytes`, or when it arrives too slowly, the client is answered at once (413 or 408, from
 * `refusal`) and the connection is closed; the handler's reading fails, so it saves nothing.
 */
export async function serveFetch(
  req: ExpressRequest,
  res: ExpressResponse,
  policy: BodyPolicy,
  handler: (request: Request) => Promise<Response>,
  refusal: (status: BodyRefusal) => Response,
): Promise<void> {
  let refused = false;
  const refuse = (status: BodyRefusal) => {
    if (refused) return;
    refused = true;
    req.unpipe();
    if (res.headersSent) {
      res.destroy();
      return;
    }
    void send(res, refusal(status)).catch(() => res.destroy());
  };

  // Answered before the body was all read (a refusal here or by the route): a lingering close. What
  // the client still sends is read and thrown away for a moment, so it gets to read the answer
  // (closing at once resets the connection, and the answer with it); then the connection ends,
  // however much more the client meant to send.
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    req.unpipe();
    req.resume();
    const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
    linger.unref();
    req.once("end", () => clearTimeout(linger));
  });

  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > policy.maxBytes) {
    refuse(413);
    return;
  }

  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  let body: ReadableStream<Uint8Array> | undefined;
  if (hasBody(req)) {
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > policy.maxBytes) {
          callback(new BodyRefused(413));
          refuse(413);
          return;
        }
        callback(null, chunk);
      },
    });
    const started = Date.now();
    const pace = setInterval(() => {
      const late = Date.now() - started - BODY_GRACE_MS;
      if (late > 0 && received < (late / 1000) * BODY_MIN_BYTES_PER_SECOND) {
        counter.destroy(new BodyRefused(408));
        refuse(408);
      }
    }, BODY_CHECK_MS);
    pace.unref();
    const done = () => clearInterval(pace);
    req.once("end", done);
    req.once("close", done);
    res.once("close", done);
    req.once("error", (error) => counter.destroy(error));
    req.pipe(counter);
    if (req.method === "GET" || req.method === "HEAD") counter.resume();
    else body = createReadableStreamFromReadable(counter);
  }

  const request = new Request(urlOf(req), {
    method: req.method,
    headers: headersOf(req),
    body,
    signal: controller.signal,
    ...(body ? { duplex: "half" } : {}),
  } as RequestInit);

  let response: Response;
  try {
    response = await handler(request);
  } catch (error) {
    if (refused) return;
    throw error;
  }
  if (refused) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  await send(res, response);
}
