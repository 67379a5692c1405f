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

/** A page asked for while the connection was down (issue 34 §11). */
export const offline = {
  title: "Lidhja me internetin u ndërpre",
  body: "Faqja nuk u hap sepse pajisja juaj nuk është e lidhur me internetin. Kontrolloni lidhjen dhe provoni përsëri.",
  still: "Ende pa lidhje. Provoni përsëri pasi të jeni në internet.",
  checking: "Duke kontrolluar lidhjen...",
} as const;

/** The button of the pages above that can be tried again. */
export const retry = "Provo përsëri";

/** A request the server refused (bad input in the address or a form); the body is the reason. */
export const refused = {
  title: "Kërkesa nuk u pranua",
} as const;
