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
        if (command === "EHLO" || command === "HELO") socket.write("250 sink\r\n");
        else if (command === "MAIL") (current.from = line), socket.write("250 ok\r\n");
        else if (command === "RCPT") current.to.push(line), socket.write("250 ok\r\n");
        else if (command === "DATA") (inData = true), socket.write("354 go\r\n");
        else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
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
