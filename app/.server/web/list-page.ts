import type { RouterContextProvider } from "react-router";
import { servicesContext, userContext } from "./context";

/**
 * A signed-in list page's data (favourites, messages, notifications): its title and description and
 * the list. A list that cannot be read is logged and sent as null: the page shows
 * its load error and a retry instead of an error page.
 */
export async function loadListPage<T>(
  context: Readonly<RouterContextProvider>,
  page: { title: string; description: string; failure: string },
  load: () => Promise<T>,
) {
  const base = { title: `${page.title} – Prona`, description: page.description };
  try {
    return { ...base, list: await load() };
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error, userId: context.get(userContext)?.id }, page.failure);
    return { ...base, list: null };
  }
}
