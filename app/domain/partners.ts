/** The kinds of partner /bashkepunimet groups (a check in the partners table says the same). */
export type PartnerType = "bank" | "insurance" | "construction" | "design" | "notary";
