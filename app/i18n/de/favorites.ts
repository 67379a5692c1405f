import type sq from "../sq/favorites";
import type { Translation } from "../types";

const favorites: Translation<typeof sq> = {
  title: "Favoriten",
  metaDescription: "Die Immobilien, die Sie bei Prona als Favoriten gespeichert haben.",
  subtitle: "Ihre gespeicherten Immobilien. Mit dem Herz entfernen Sie eine aus der Liste.",
  count_one: "{{count}} gespeicherte Immobilie",
  count_other: "{{count}} gespeicherte Immobilien",
  listLabel: "Favorisierte Immobilien",
  empty: "Sie haben noch keine Favoriten.",
  emptyHint: "Tippen Sie bei einer Immobilie auf das Herz, um sie hier zu speichern.",
  browse: "Anzeigen durchsuchen",
  unavailable: "Diese Immobilie ist nicht mehr verfügbar.",
  savedOn: "Gespeichert am {{date}}",
  remove: "Entfernen",
  removeLabel: "Aus den Favoriten entfernen: {{title}}",
  loadMore: "Mehr laden",
};

export default favorites;
