/** An XML answer that crawlers may keep for an hour (listings change, but not by the minute). */
export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
