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
