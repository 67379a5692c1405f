/** Title and description for a page, in the page's language. */
export function pageMeta(title: string, description: string) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: "Prona" },
  ];
}

/** A page worth sharing (a listing): Open Graph with its picture and address, a large Twitter card (the canonical link is the layout's). */
export function shareMeta({ title, description, image, url }: { title: string; description: string; image: string; url: string }) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Prona" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
