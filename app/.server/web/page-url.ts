/**
 * The address of the page a request is for: a form post with JavaScript arrives as `/path.data`
 * (React Router's data request) and carries `_routes`; without it, as `/path`. Redirects back to the
 * page use this, so both end on the same address.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
