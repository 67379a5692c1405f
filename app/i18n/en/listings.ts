import type sq from "../sq/listings";
import type { Translation } from "../types";

const listings: Translation<typeof sq> = {
  status: {
    active: "Active",
    pending: "Under review",
    rejected: "Rejected",
    expired: "Expired",
    inactive: "Inactive",
    sold: "Sold",
    rented: "Rented out",
  },
  listingType: {
    sale: "For sale",
    rent: "For rent",
  },
  type: {
    apartment: "Apartment",
    house: "House",
    land: "Land",
    commercial: "Commercial",
  },
  perMonth: "/month",
  card: {
    featured: "Top listing",
    premium: "Premium",
    rooms: "{{count}} rooms",
    bathrooms: "{{count}} bathrooms",
    area: "{{area}} m²",
    details: "View details",
    edit: "Edit",
    pendingNote: "Awaiting approval",
    rejectedNote: "Rejected",
    views: "{{count}} views",
    favorites: "{{count}} favourites",
    posted: "Posted on {{date}}",
    addFavorite: "Add to favourites",
    removeFavorite: "Remove from favourites",
    photoOf: "Photo of the property: {{title}}",
    placeholderOf: "Illustration of the property ({{type}}): {{title}}",
    stats: "Property statistics",
  },
};

export default listings;
