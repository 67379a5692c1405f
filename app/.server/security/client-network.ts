import net from "node:net";

/**
 * The client as per-address limits and counts see it (issue 33 §7): an IPv4 address as it is, an IPv6
 * address as its /64 network. A household, an office or a phone is given a whole /64 (or more) and may
 * use any address in it, so counting single IPv6 addresses lets one client rotate past every limit.
 * Anything else (no address known) is returned lower-cased as it is.
 */
export function clientNetwork(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (net.isIPv6(trimmed)) {
    // Written out whole ("2001:db8::1" → its eight groups), the first four groups are the /64.
    const withoutZone = trimmed.split("%")[0]!;
    // An IPv4 client on a dual-stack socket.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone);
    if (mapped) return mapped[1]!;
    return `${expandIPv6(withoutZone).slice(0, 4).join(":")}::/64`;
  }
  return trimmed;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group || "0", 16).toString(16));
}
