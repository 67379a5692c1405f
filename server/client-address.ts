import net from "node:net";
import type { IncomingMessage } from "node:http";

/** Addresses of the form ::ffff:10.0.0.1 are IPv4 clients on a dual-stack socket. */
function normalize(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed.toLowerCase();
}

/**
 * The client's address: the socket's peer, or, behind `trustedHops` proxies, the entry that many hops
 * back in X-Forwarded-For (each proxy appends the address it received the request from). Entries a
 * client wrote further left are never believed, and nothing else (no header of our own) is read.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const chain = [
    ...(Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "")).split(",").map(normalize).filter(Boolean),
    normalize(socketAddress ?? ""),
  ];
  // Walk back from the socket through the trusted proxies; stop early at anything that is not an address.
  let index = chain.length - 1;
  for (let hop = 0; hop < trustedHops && index > 0; hop += 1) {
    if (!net.isIP(chain[index - 1]!)) break;
    index -= 1;
  }
  return chain[index] || "unknown";
}

/** The address of the client of a Node request, with the configured number of trusted proxies. */
export function clientAddressOf(req: IncomingMessage, trustedHops: number): string {
  return resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedHops);
}
