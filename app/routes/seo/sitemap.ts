import type { Route } from "./+types/sitemap";
import { listingsSitemap, pagesSitemap } from "~/.server/seo/sitemap";
import { servicesContext } from "~/.server/web/context";
import { xmlResponse } from "~/.server/seo/responses";

/** /sitemaps/pages.xml and /sitemaps/listings-{n}.xml; any other name is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (params.name === "pages.xml") return xmlResponse(pagesSitemap(services));
  const n = /^listings-([1-9]\d{0,5})\.xml$/.exec(params.name ?? "")?.[1];
  const xml = n ? await listingsSitemap(services, Number(n)) : null;
  if (xml === null) throw new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return xmlResponse(xml);
}
