import type { Route } from "./+types/robots";
import { robotsTxt } from "~/.server/seo/sitemap";
import { servicesContext } from "~/.server/web/context";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(servicesContext)), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
