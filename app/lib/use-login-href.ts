import { useLocation } from "react-router";
import { authHref } from "~/domain/return-to";

/** The login link of the current page: after signing in the reader comes back here. */
export function useLoginHref(page: "/login" | "/register" = "/login"): string {
  const location = useLocation();
  return authHref(page, `${location.pathname}${location.search}`);
}
