import { asc, count, sql } from "drizzle-orm";
import { PUBLIC_PAGES } from "~/domain/seo";
import type { Db } from "../db/client";
import { properties } from "../db/schema";

// sitemap.xml (issue 13 §7): an index of sitemaps, one of the public pages and as many of the active
// listings as needed, 10,000 per file (the protocol allows 50,000; smaller files stay quick to build).

const LISTINGS_PER_SITEMAP = 10_000;

type Deps = { db: Db; publicUrl: string };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

const absolute = (deps: Deps, path: string) => escapeXml(new URL(path, deps.publicUrl).toString());

async function activeCount(deps: Deps): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(properties)
    .where(sql`${properties.in_search}`);
  return Number(row?.n ?? 0);
}

/** /sitemap.xml: the pages' sitemap and one per 10,000 active listings. */
export async function sitemapIndex(deps: Deps): Promise<string> {
  const files = Math.max(1, Math.ceil((await activeCount(deps)) / LISTINGS_PER_SITEMAP));
  const names = ["pages", ...Array.from({ length: files }, (_, i) => `listings-${i + 1}`)];
  const entries = names.map((name) => `  <sitemap><loc>${absolute(deps, `/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** /sitemaps/pages.xml: the public pages with fixed addresses. */
export function pagesSitemap(deps: Deps): string {
  const entries = PUBLIC_PAGES.map((path) => `  <url><loc>${absolute(deps, path)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/**
 * /sitemaps/listings-{n}.xml: the n-th 10,000 active listings, oldest first (so a file's listings stay
 * in it while new ones are added at the end), with their last change. Null past the last file.
 */
export async function listingsSitemap(deps: Deps, n: number): Promise<string | null> {
  const rows = await deps.db
    .select({ id: properties.id, updated_at: properties.updated_at })
    .from(properties)
    .where(sql`${properties.in_search}`)
    .orderBy(asc(properties.created_at), asc(properties.id))
    .limit(LISTINGS_PER_SITEMAP)
    .offset((n - 1) * LISTINGS_PER_SITEMAP);
  if (rows.length === 0 && n > 1) return null;
  const entries = rows.map(
    (row) => `  <url><loc>${absolute(deps, `/property/${row.id}`)}</loc><lastmod>${row.updated_at.toISOString()}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** robots.txt: the private areas left out, and where the sitemap is. */
export function robotsTxt(deps: Pick<Deps, "publicUrl">): string {
  const disallow = [
    "/admin",
    "/api/",
    "/dashboard",
    "/my-properties",
    "/add-property",
    "/edit-property/",
    "/settings",
    "/profile",
    "/notifications",
    "/favorites",
    "/messages",
    "/reset-password",
  ];
  return [
    "User-agent: *",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", deps.publicUrl).toString()}`,
    "",
  ].join("\n");
}
