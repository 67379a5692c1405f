import type sq from "../sq/listings";
import type { Translation } from "../types";

const listings: Translation<typeof sq> = {
  status: {
    active: "Aktiv",
    pending: "In Prüfung",
    rejected: "Abgelehnt",
    expired: "Abgelaufen",
    inactive: "Inaktiv",
    sold: "Verkauft",
    rented: "Vermietet",
  },
  listingType: {
    sale: "Zu verkaufen",
    rent: "Zu vermieten",
  },
  type: {
    apartment: "Wohnung",
    house: "Haus",
    land: "Grundstück",
    commercial: "Gewerbe",
  },
  perMonth: "/Monat",
  card: {
    featured: "Top-Anzeige",
    premium: "Premium",
    rooms: "{{count}} Zimmer",
    bathrooms: "{{count}} Bäder",
    area: "{{area}} m²",
    details: "Details ansehen",
    edit: "Bearbeiten",
    pendingNote: "Wartet auf Freigabe",
    rejectedNote: "Abgelehnt",
    views: "{{count}} Aufrufe",
    favorites: "{{count}} Favoriten",
    posted: "Veröffentlicht am {{date}}",
    addFavorite: "Zu Favoriten hinzufügen",
    removeFavorite: "Aus Favoriten entfernen",
    photoOf: "Foto der Immobilie: {{title}}",
    placeholderOf: "Illustration der Immobilie ({{type}}): {{title}}",
    stats: "Statistiken der Immobilie",
  },
};

export default listings;
