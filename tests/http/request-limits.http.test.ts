import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, postJson, startProna } from "../support/prona-process";

// Bodies are capped on the bytes actually streamed (a chunked body declares no length), answered with
// 413 early and the connection closed; slow senders cannot hold a connection.

const MB = 1024 * 1024;

/**
 * Streams up to `total` bytes as a chunked body over a raw socket and stops as soon as the server
 * answers. (Node's HTTP client gives up on the answer when a write fails after the server closed.)
 */
function streamChunked(port: number, path: string, contentType: string, total: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; sent: number; ms: number }>((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let received = "";
    const socket = net.connect(port, "127.0.0.1");
    const extra = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, "a"), Buffer.from("\r\n")]);
    const answered = () => received.includes("\r\n\r\n");
    const pump = () => {
      while (!answered() && sent < total && !socket.destroyed) {
        sent += 0x10000;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
      if (!answered() && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    const finish = () => {
      const [head = "", ...rest] = received.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer after ${sent} bytes`));
      resolve({ status, body: rest.join("\r\n\r\n"), sent, ms: Date.now() - started });
    };
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => {
      received += d;
      // The whole answer: as long as its Content-Length says, or to the last chunk.
      if (!answered()) return;
      const headEnd = received.indexOf("\r\n\r\n") + 4;
      const length = /content-length: (\d+)/i.exec(received.slice(0, headEnd))?.[1];
      if (length ? received.length - headEnd >= Number(length) : received.endsWith("0\r\n\r\n")) socket.destroy();
    });
    socket.on("close", finish);
    // The server closes after its answer; a write racing with that fails: the answer decides.
    socket.on("error", () => undefined);
    socket.on("connect", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n${extra}\r\n`,
      );
      pump();
    });
  });
}

/** Sends the first bytes of a request, then one byte every `everyMs`, and reports how the server ended it. */
function dribble(port: number, head: string, everyMs: number) {
  return new Promise<{ firstLine: string; seconds: number }>((resolve) => {
    const started = Date.now();
    let received = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    socket.on("data", (d) => (received += d));
    const timer = setInterval(() => !socket.destroyed && socket.write(head.includes("\r\n\r\n") ? "a" : "X-Slow: 1\r\n"), everyMs);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ firstLine: received.split("\r\n")[0] ?? "", seconds: (Date.now() - started) / 1000 });
    });
  });
}

describe("request bodies and slow clients", () => {
  let prona: PronaProcess;
  beforeAll(async () => {
    prona = await startProna();
  });
  afterAll(() => prona?.stop());

  it.each([
    ["the login page", "/login", "application/x-www-form-urlencoded"],
    ["the contact page", "/kontakt", "application/x-www-form-urlencoded"],
    ["a page form with multipart", "/register", "multipart/form-data; boundary=x"],
    ["the API's login", "/api/auth/login", "application/json"],
    ["the API's contact form", "/api/contact-messages", "application/x-www-form-urlencoded"],
  ])("%s: a 64 MB chunked body gets 413 after the first 64 KB, and the server's memory stays flat", async (_name, path, type) => {
    const before = prona.rss();
    const res = await streamChunked(prona.port, path, type, 64 * MB);
    const grown = prona.rss() - before;
    expect(res.status).toBe(413);
    expect(Buffer.from(res.body, "latin1").toString("utf8")).toContain("shumë e madhe");
    // The answer came long before the body could have been sent (loopback buffers hold a few MB).
    expect(res.sent).toBeLessThan(32 * MB);
    // Far less than the body: nothing held it (the short lingering read only makes garbage).
    expect(grown).toBeLessThan(32 * MB);
  });

  it("a declared length over the cap is refused before any of the body is read", async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: prona.port,
          path: "/api/auth/register",
          method: "POST",
          agent: false,
          headers: { "content-type": "application/json", "content-length": String(10 * MB) },
        },
        (r) => resolve(r.statusCode ?? 0),
      );
      req.on("error", reject);
      req.write("{");
    });
    expect(res).toBe(413);
  });

  it("a photo upload past the owner's allowance is refused with 413 while it streams", async () => {
    const email = "uploader-limits@test.prona";
    const registered = await postJson(prona.port, "/api/auth/register", {
      name: "Arben Gashi",
      email,
      password: "sekret123",
      confirm_password: "sekret123",
      user_type: "buyer",
    });
    expect(registered.status).toBe(201);
    // A free owner may send 3 photos of 10 MB: 31 MB with the fields. This sends 48 MB.
    const res = await streamChunked(prona.port, "/api/properties", "multipart/form-data; boundary=x", 48 * MB, {
      cookie: cookieHeader(registered.cookies),
    });
    expect(res.status).toBe(413);
  });

  it("a body dribbled slowly, and headers dribbled slowly, are cut off with 408 within seconds", async () => {
    const [body, headers] = await Promise.all([
      dribble(
        prona.port,
        "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nemail=",
        1000,
      ),
      dribble(prona.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", 1000),
    ]);
    expect(body.firstLine).toBe("HTTP/1.1 408 Request Timeout");
    expect(body.seconds).toBeLessThan(15);
    expect(headers.firstLine).toBe("HTTP/1.1 408 Request Timeout");
    expect(headers.seconds).toBeLessThan(15);
  });
});
