// Albanian: the favourites page (/favorites).
export default {
  title: "Të preferuarat",
  metaDescription: "Pronat që keni ruajtur si të preferuara në Prona.",
  subtitle: "Pronat që keni ruajtur. Shtypni zemrën për ta hequr një pronë nga lista.",
  count_one: "{{count}} pronë e ruajtur",
  count_other: "{{count}} prona të ruajtura",
  listLabel: "Pronat e preferuara",
  empty: "Ende nuk keni prona të preferuara.",
  emptyHint: "Shtypni zemrën te një pronë për ta ruajtur këtu.",
  browse: "Shfleto shpalljet",
  unavailable: "Kjo pronë nuk është më në dispozicion.",
  savedOn: "Ruajtur më {{date}}",
  remove: "Hiq",
  removeLabel: "Hiq nga të preferuarat: {{title}}",
  loadMore: "Ngarko më shumë",
} as const;
