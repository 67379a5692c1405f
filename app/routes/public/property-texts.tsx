import { Outlet } from "react-router";
import type { Route } from "./+types/property-texts";
import { pageMessages } from "~/.server/web/messages";
import { textsShouldRevalidate } from "~/lib/revalidate";

/**
 * A listing's page's translations, in a layout of their own: going from one listing to another, the
 * mortgage calculator's figures or a form's answer run only the listing's loader, whose answer no
 * longer carries the texts the browser already has.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "listings", "map", "reports", "owners") };
}

export const shouldRevalidate = textsShouldRevalidate;

export default function PropertyTexts() {
  return <Outlet />;
}
