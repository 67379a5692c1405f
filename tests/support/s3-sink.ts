import http from "node:http";
import type { AddressInfo } from "node:net";

export type StoredObject = { body: Buffer; headers: http.IncomingHttpHeaders };

/**
 * The least S3-compatible server (path-style PUT, GET, DELETE of objects, `If-None-Match: *`),
 * for testing that Prona really talks the S3 protocol when S3_* is set. Requests without an AWS
 * Signature V4 authorization for `accessKeyId` are refused with 403, as S3 would; with `publicRead`,
 * objects may be read without one (a bucket whose photos browsers fetch, as S3_PUBLIC_URL serves them).
 */
export async function startS3Sink(
  accessKeyId: string,
  options: {
    /** Serve GET and HEAD without a signature, as a public bucket does (photos read by browsers). */
    publicRead?: boolean;
    /** Runs before a PUT is stored and answered (a test looks at the database meanwhile); a status answers the PUT with it instead. */
    beforePut?: (path: string) => Promise<number | void>;
  } = {},
): Promise<{ endpoint: string; objects: Map<string, StoredObject>; close(): Promise<void> }> {
  const objects = new Map<string, StoredObject>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const auth = req.headers.authorization ?? "";
      const anonymousRead = options.publicRead === true && (req.method === "GET" || req.method === "HEAD") && !auth;
      if (
        !anonymousRead &&
        (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) ||
          !/\/s3\/aws4_request, SignedHeaders=.*Signature=[0-9a-f]{64}$/.test(auth) ||
          !req.headers["x-amz-date"])
      ) {
        res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://sink").pathname);
      if (req.method === "PUT") {
        const refusal = await options.beforePut?.(path);
        if (refusal) {
          res.writeHead(refusal).end("<Error><Code>InternalError</Code></Error>");
          return;
        }
        if (req.headers["if-none-match"] === "*" && objects.has(path)) {
          res.writeHead(412).end("<Error><Code>PreconditionFailed</Code></Error>");
          return;
        }
        objects.set(path, { body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(200).end();
      } else if (req.method === "DELETE") {
        objects.delete(path);
        res.writeHead(204).end();
      } else if (req.method === "GET" || req.method === "HEAD") {
        const object = objects.get(path);
        if (!object) res.writeHead(404).end();
        else
          res
            .writeHead(200, { "content-type": String(object.headers["content-type"]) })
            .end(req.method === "GET" ? object.body : undefined);
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
