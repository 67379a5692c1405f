import { describe, expect, it } from "vitest";
import { JoinedChunks } from "./joined-chunks";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("JoinedChunks", () => {
  it("passes on what was written in one go as one chunk, and what follows later as the next", async () => {
    const stream = new JoinedChunks();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    for (const piece of ["<html>", "<head>", "</head>", "<body>"]) stream.write(Buffer.from(piece));
    await nextTurn();
    await nextTurn();
    expect(out).toEqual(["<html><head></head><body>"]);

    stream.write(Buffer.from("<p>later</p>"));
    stream.end(Buffer.from("</body></html>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.join("")).toBe("<html><head></head><body><p>later</p></body></html>");
    expect(out.length).toBeLessThanOrEqual(3);
  });

  it("ends without a chunk when nothing was written", async () => {
    const stream = new JoinedChunks();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out).toEqual([]);
  });
});

describe("JoinedChunks with a rewrite of the document's start", () => {
  const read = async (stream: JoinedChunks) => {
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    await new Promise((resolve) => stream.on("end", resolve));
    return out;
  };

  it("rewrites the head and the body's opening tag once, whole, even when they end in a later chunk", async () => {
    const seen: string[] = [];
    const stream = new JoinedChunks((start) => {
      seen.push(start);
      return start.replace("<title>a</title>", "<title>b</title>") + "<svg>symbols</svg>";
    });
    const out = read(stream);
    stream.write(Buffer.from("<html><head><title>a</title><link rel=x></he"));
    await nextTurn();
    await nextTurn();
    stream.write(Buffer.from('ad><body class="a'));
    await nextTurn();
    await nextTurn();
    stream.write(Buffer.from('">ë<p>later</head><body></p>'));
    stream.end(Buffer.from("</body></html>"));
    expect((await out).join("")).toBe(
      '<html><head><title>b</title><link rel=x></head><body class="a"><svg>symbols</svg>ë<p>later</head><body></p></body></html>',
    );
    expect(seen).toEqual(['<html><head><title>a</title><link rel=x></head><body class="a">']);
  });

  it("passes on a document without a head as it came", async () => {
    const stream = new JoinedChunks(() => "never");
    const out = read(stream);
    stream.write(Buffer.from("<p>no head</p>"));
    stream.end();
    expect((await out).join("")).toBe("<p>no head</p>");
  });
});
