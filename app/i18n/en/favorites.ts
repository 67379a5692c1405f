import type sq from "../sq/favorites";
import type { Translation } from "../types";

const favorites: Translation<typeof sq> = {
  title: "Favourites",
  metaDescription: "The properties you saved as favourites on Prona.",
  subtitle: "The properties you saved. Press the heart to remove one from the list.",
  count_one: "{{count}} saved property",
  count_other: "{{count}} saved properties",
  listLabel: "Favourite properties",
  empty: "You have no favourite properties yet.",
  emptyHint: "Press the heart on a property to save it here.",
  browse: "Browse listings",
  unavailable: "This property is no longer available.",
  savedOn: "Saved on {{date}}",
  remove: "Remove",
  removeLabel: "Remove from favourites: {{title}}",
  loadMore: "Load more",
};

export default favorites;
