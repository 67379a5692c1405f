import net from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * The least SMTP server that receives a message (EHLO, MAIL, RCPT, DATA, QUIT), for testing that
 * Prona really hands mail to an SMTP server when SMTP_URL is set.
 */
export async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let current: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 queued\r\n");
          } else {
            current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "MAIL") current.from = line;
        if (command === "RCPT") current.to.push(line);
        if (command === "DATA") inData = true;
        const replies: Record<string, string> = { EHLO: "250 sink", HELO: "250 sink", DATA: "354 go", QUIT: "221 bye" };
        socket.write(`${replies[command] ?? "250 ok"}\r\n`);
        if (command === "QUIT") socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
