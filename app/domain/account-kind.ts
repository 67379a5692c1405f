// Who an account is for (issue 34 §7): people looking for a home (buyers, renters) first use
// favourites, saved searches and the requests they sent; people offering one (sellers, landlords,
// agencies) their listings, the requests they received and the figures. The menus and the dashboard
// lead with what the account's kind does first. It grants nothing: any account may post a listing.

export type AccountKind = "seeker" | "owner";

const SEEKER_TYPES: readonly string[] = ["buyer", "renter"];

/** A buyer or renter is a seeker; a seller, landlord, agency (or a type the spec shows raw) an owner. */
export function accountKind(userType: string): AccountKind {
  return SEEKER_TYPES.includes(userType) ? "seeker" : "owner";
}
