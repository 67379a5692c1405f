import type { PartnerType } from "~/domain/partners";

// The demo data's sample partners (issue 17 §3): made-up businesses, marked is_demo (the page labels
// them "Demo") and without websites, so no link leads to a real company by chance. A real install adds
// its own partners.

export const DEMO_PARTNERS: { name: string; type: PartnerType; description: string }[] = [
  {
    name: "Kosova Kredit Bank",
    type: "bank",
    description: "Kredi hipotekore për blerjen e banesës së parë, me këshillim falas për klientët e Pronës.",
  },
  { name: "Arbëria Finance", type: "bank", description: "Kredi për renovim dhe financim për diasporën që blen pronë në Kosovë." },
  {
    name: "Siguria Plus",
    type: "insurance",
    description: "Sigurimi i shtëpisë dhe i banesës nga zjarri, vërshimet dhe vjedhja, me oferta për pronarët e rinj.",
  },
  {
    name: "Ndërtimi Modern",
    type: "construction",
    description: "Ndërtime dhe renovime me çelës në dorë në Prishtinë, Ferizaj dhe Gjilan.",
  },
  {
    name: "Studio Interieri Hana",
    type: "design",
    description: "Dizajn i brendshëm dhe mobilim për banesa dhe lokale, nga projekti deri te montimi.",
  },
  {
    name: "Noteria Gashi & Partnerët",
    type: "notary",
    description: "Shërbime noteriale për kontrata shitblerjeje, qiraje dhe prokura, me termine të shpejta.",
  },
];
