import { clientNetwork } from "../security/client-network";
import type { RequestInfo } from "./types";

/**
 * The header better-auth reads the client address from (auth.ts, stored with each new session). A
 * client may send it too: it is always overwritten here with the address the HTTP shell resolved.
 */
export const AUTH_ADDRESS_HEADER = "x-prona-client-address";

/** The request as account services see it: its headers (cookies) and the resolved client address. */
export function toRequestInfo(headers: Headers, ip: string): RequestInfo {
  const forAuth = new Headers(headers);
  forAuth.set(AUTH_ADDRESS_HEADER, ip);
  return { headers: forAuth, ip, network: clientNetwork(ip) };
}
