import type { AccountDeps, RequestInfo } from "./types";

/** Ends the session in the database and returns the headers that clear the cookie. */
export async function logout(deps: Pick<AccountDeps, "auth">, request: RequestInfo): Promise<Headers> {
  try {
    const result = await deps.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return result.headers;
  } catch {
    // No valid session: there is nothing to end, but the browser's cookie should still go.
    const headers = new Headers();
    for (const name of ["prona.session_token", "__Secure-prona.session_token", "prona.dont_remember", "__Secure-prona.dont_remember"]) {
      headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
    return headers;
  }
}
