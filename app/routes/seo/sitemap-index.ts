import type { Route } from "./+types/sitemap-index";
import { sitemapIndex } from "~/.server/seo/sitemap";
import { servicesContext } from "~/.server/web/context";
import { xmlResponse } from "~/.server/seo/responses";

export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(await sitemapIndex(context.get(servicesContext)));
}
