import http from "node:http";

export type Answer = { status: number; body: string; cookies: string[] };

/**
 * One request over its own socket, from a chosen loopback source address (the register throttle
 * counts per address), with a deadline: a request the killed process never answers fails, it does not
 * hang the writer.
 */
export function send(options: {
  port: number;
  path: string;
  method?: string;
  from?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  timeoutMs?: number;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: { ...(body ? { "content-length": String(body.byteLength) } : {}), ...options.headers },
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), cookies: res.headers["set-cookie"] ?? [] }),
        );
        res.on("error", reject);
        res.on("aborted", () => reject(new Error("response aborted")));
      },
    );
    req.on("timeout", () => req.destroy(new Error("request timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/** The bytes and content type of a multipart form, as a browser would send it. */
export async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

/** The cookie header a browser would send back after these Set-Cookie headers. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}
