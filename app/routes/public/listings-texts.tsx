import { Outlet } from "react-router";
import type { Route } from "./+types/listings-texts";
import { pageMessages } from "~/.server/web/messages";
import { textsShouldRevalidate } from "~/lib/revalidate";

/**
 * The search page's translations, in a layout of their own: a filter change, a page of results or a
 * switch to the map runs only the search's loader, and its answer no longer carries the ~20 KB of
 * texts the browser already has (three quarters of it before).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "listings", "savedSearches", "map") };
}

export const shouldRevalidate = textsShouldRevalidate;

export default function ListingsTexts() {
  return <Outlet />;
}
