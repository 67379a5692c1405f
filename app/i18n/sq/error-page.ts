// Albanian: the full-page error texts. Kept apart so the root error boundary can show them even when
// no translations reached the page (the request for the page's data itself failed).
export const notFound = {
  title: "Faqja nuk u gjet",
  body: "Faqja që kërkuat nuk ekziston ose është zhvendosur.",
  home: "Kthehu në ballinë",
} as const;

export const errorPage = {
  title: "Ndodhi një gabim i papritur",
  body: "Na vjen keq, diçka shkoi keq. Ju lutemi provoni përsëri.",
} as const;

/** A request the server refused (bad input in the address or a form); the body is the reason. */
export const refused = {
  title: "Kërkesa nuk u pranua",
} as const;
