import type { RouterContextProvider } from "react-router";
import type { HeldTexts, Messages } from "~/i18n/react";
import { servicesContext, userContext } from "./context";

/**
 * A signed-in list page's data (favourites, messages, notifications): its title and description, its
 * translations, and the list. A list that cannot be read is logged and sent as null: the page shows
 * its load error and a retry instead of an error page.
 */
export async function loadListPage<T>(
  context: Readonly<RouterContextProvider>,
  page: { title: string; description: string; messages: Messages | HeldTexts; failure: string },
  load: () => Promise<T>,
) {
  const base = { title: `${page.title} – Prona`, description: page.description, messages: page.messages };
  try {
    return { ...base, list: await load() };
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error, userId: context.get(userContext)?.id }, page.failure);
    return { ...base, list: null };
  }
}
