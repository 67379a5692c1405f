// Albanian: the dashboard (/dashboard).
export default {
  metaDescription: "Paneli juaj në Prona: pronat tuaja, aktiviteti dhe ID-ja personale.",
  welcome: "Mirë se vini, {{name}}!",
  agencyDetails: "Të dhënat e agjencisë që shohin klientët",
  intro: {
    buyer: "Gjeni shtëpinë e ëndrrave tuaja. Ruani pronat e preferuara dhe kontaktoni pronarët.",
    renter: "Gjeni banesën e duhur me qira. Ruani pronat e preferuara dhe kontaktoni qiradhënësit.",
    seller: "Menaxhoni pronat që shisni dhe ndiqni interesin e blerësve.",
    landlord: "Menaxhoni pronat që jepni me qira dhe ndiqni interesin e qiramarrësve.",
    agency: "Menaxhoni pronat e agjencisë suaj dhe profilin që klientët shohin te Agjencitë.",
    other: "Menaxhoni pronat dhe aktivitetin tuaj në Prona.",
  },
  personalId: {
    open: "ID-ja personale",
    title: "ID-ja juaj personale",
    missing: "ID nuk është në dispozicion",
    warning: "Mos e ndani kurrë ID-në tuaj personale me askënd.",
    admins: "Administratorët e Pronës nuk ju kërkojnë kurrë ID-në personale me email ose telefon.",
    close: "Mbyll",
  },
  summary: {
    phoneReveals_one: "Numrat e pronave tuaja u shfaqën {{count}} herë",
    phoneReveals_other: "Numrat e pronave tuaja u shfaqën {{count}} herë",
    title: "Përmbledhja e aktivitetit",
    active: "Prona aktive",
    views: "Shikime gjithsej",
    week: "{{count}} këtë javë",
    favorites: "Të preferuara",
    locked: "Statistikat e shikimeve dhe të preferuarave janë për anëtarët Premium.",
    upgrade: "Bëhu Premium",
  },
  latest: {
    title: "Pronat e mia të fundit",
    all: "Shiko të gjitha",
    empty: "Ende nuk keni shtuar asnjë pronë.",
    add: "Shto pronën e parë",
  },
} as const;
