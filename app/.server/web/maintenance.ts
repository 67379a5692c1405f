import { createContext, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { requestSettings } from "./settings";
import { userContext } from "./context";
import { localTarget } from "./redirects";

/** Set by the root middleware when this page request gets the maintenance page instead of the page. */
export const maintenanceContext = createContext<boolean>(false);

/** Pages that stay open in maintenance: the admin login (administrators must get in), logout, language. */
const OPEN_PATHS = ["/admin/login", "/logout", "/language"];

/**
 * Maintenance mode for pages (document 2 §4): while system.maintenance_mode is on, everyone but an
 * administrator sees the maintenance page (status 503) instead of the page they asked for, and a form
 * post by them changes nothing: it is sent back to the page (which shows the maintenance page).
 */
export async function guardMaintenance(
  request: Request,
  context: Readonly<RouterContextProvider>,
  next: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  if (context.get(userContext)?.is_admin || OPEN_PATHS.includes(path)) return next();
  // If the settings cannot be read, the page itself meets the same failure and shows its error.
  const maintenance = await requestSettings(context)
    .then((s) => s.system.maintenance_mode)
    .catch(() => false);
  if (!maintenance) return next();
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  // The request's own address, checked like any return address: a post to "//evil.example" must not
  // be sent to another site (the shell already answers such paths itself; server/request-target.ts).
  const target = localTarget(`${path === "/_root" ? "/" : path}${search.size ? `?${search}` : ""}`, "/");
  // A client-side navigation or form post: load the document, which is the maintenance page.
  if (url.pathname.endsWith(".data")) throw redirectDocument(target);
  if (request.method !== "GET" && request.method !== "HEAD") throw redirect(target, 303);
  context.set(maintenanceContext, true);
  const response = await next();
  if (response.headers.get("content-type")?.includes("text/html")) {
    return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers: response.headers });
  }
  return response;
}
