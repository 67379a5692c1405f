/**
 * React Router renders the root's error boundary in a layout of its own (root.tsx's Layout around the
 * boundary instead of around the page), so showing it, and leaving it for a page again, mounts the
 * document's <html> and <head> anew. Two things the server or an early script set would be lost:
 *
 * - the stylesheet: inline in the document (decisions/0022), its text only the server holds; the
 *   browser's copy of the layout writes an empty style element in its place, and the page loses every
 *   style;
 * - the theme: the class the theme script put on <html> ("dark"), which React removes with the
 *   attributes it did not render.
 *
 * Called while the boundary renders, before that happens (once per document): the stylesheet's text is
 * kept as a constructed stylesheet of the document (allowed by the CSP, as Leaflet's styles are), and
 * the <html> class is put back whenever React removes it.
 */
// eslint-disable-next-line no-restricted-syntax -- browser-only: the document's look is kept once per page
let kept = false;

export function keepDocumentLook(): void {
  if (kept || typeof document === "undefined") return;
  kept = true;
  keepStylesheet();
  keepHtmlClass();
}

function keepStylesheet() {
  if (!("adoptedStyleSheets" in document)) return;
  // The root's stylesheet: the longest style element of the head (the others are a few rules at most).
  const text = [...document.head.querySelectorAll("style")]
    .map((style) => style.textContent ?? "")
    .reduce((longest, css) => (css.length > longest.length ? css : longest), "");
  if (!text) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // A browser without constructed stylesheets: the error page is shown unstyled, as before.
  }
}

function keepHtmlClass() {
  const html = document.documentElement;
  // The theme switch and other tabs change the class (the attribute stays); React removes the attribute.
  let last = html.getAttribute("class");
  new MutationObserver(() => {
    const now = html.getAttribute("class");
    if (now !== null) last = now;
    else if (last) html.setAttribute("class", last);
  }).observe(html, { attributes: true, attributeFilter: ["class"] });
}
