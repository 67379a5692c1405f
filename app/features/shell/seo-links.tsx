import { useLocation } from "react-router";
import { canonicalPath, languageAlternates } from "~/domain/seo";

/**
 * The canonical address of a public page and its language versions (`hreflang`), in the head of every
 * page; the signed-in area, admin and sign-in pages have neither.
 */
export function SeoLinks({ publicUrl }: { publicUrl: string }) {
  const location = useLocation();
  const path = canonicalPath(location.pathname, location.search);
  if (!path) return null;
  const canonical = new URL(path, publicUrl).toString();
  return (
    <>
      <link rel="canonical" href={canonical} />
      {languageAlternates(canonical).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
