const DEFAULT_SITE_NAME = "Prona";

/** The site's name as the administrators set it (the root loader's `site`), from a meta function's matches. */
export function siteNameOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: { name?: string } } | undefined;
  return root?.site?.name || DEFAULT_SITE_NAME;
}

/** A title's closing brand ("Kyçu – Prona", "… | Prona") in the site's own name. */
function withSiteName(title: string, site: string): string {
  return site === DEFAULT_SITE_NAME ? title : title.replace(/(\s[–|]\s)Prona$/u, `$1${site}`);
}

/** Title and description for a page, in the page's language, under the site's name (issue 14 §8). */
export function pageMeta(title: string, description: string, site = DEFAULT_SITE_NAME) {
  const named = withSiteName(title, site);
  return [
    { title: named },
    { name: "description", content: description },
    { property: "og:title", content: named },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site },
  ];
}

/** A page worth sharing (a listing): Open Graph with its picture and address, a large Twitter card (the canonical link is the layout's). */
export function shareMeta(
  { title: given, description, image, url }: { title: string; description: string; image: string; url: string },
  site = DEFAULT_SITE_NAME,
) {
  const title = withSiteName(given, site);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
