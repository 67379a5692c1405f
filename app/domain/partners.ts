/** The kinds of partner /bashkepunimet groups (a check in the partners table says the same). */
const PARTNER_TYPES = ["bank", "insurance", "construction", "design", "notary"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
