// The agencies page (/agjencite, document 2 §2.10) and its eight sample agencies.
export default {
  metaTitle: "Agjencitë e patundshmërive – Prona",
  metaDescription: "Agjencitë e patundshmërive në Prishtinë, Prizren, Pejë, Mitrovicë dhe Gjakovë që publikojnë pronat e tyre në Pronë.",
  title: "Agjencitë e patundshmërive",
  subtitle:
    "Gjeni agjencinë e duhur në qytetin tuaj: agjentë me përvojë, prona të verifikuara dhe shërbim profesional nga kërkimi deri te noteri.",
  filters: {
    title: "Kërko agjencitë",
    search: "Kërko",
    searchPlaceholder: "Emri i agjencisë, qyteti ose shërbimi...",
    city: "Qyteti",
    cityAll: "Të gjitha qytetet",
    specialty: "Specializimi",
    specialtyAll: "Të gjitha specializimet",
    view: "Pamja",
    grid: "Rrjetë",
    list: "Listë",
    showing_other: "{{count}} agjenci",
    apply: "Apliko filtrat",
  },
  specialties: {
    residential: "Banesa",
    houses: "Shtëpi",
    commercial: "Lokale afariste",
    land: "Toka",
    rentals: "Qiradhënie",
    luxury: "Prona luksoze",
    newBuild: "Ndërtime të reja",
    investment: "Investime",
  },
  card: {
    premium: "Premium",
    verified: "E verifikuar",
    rating: "Vlerësimi {{rating}} nga 5",
    agents_one: "{{count}} agjent",
    agents_other: "{{count}} agjentë",
    properties_one: "{{count}} pronë",
    properties_other: "{{count}} prona",
    founded: "Që nga {{year}}",
    phone: "Telefoni",
    email: "Email",
    website: "Faqja e internetit",
  },
  states: {
    empty: "Nuk u gjet asnjë agjenci",
    emptyHint: "Provoni një qytet tjetër ose hiqni filtrat.",
  },
  cta: {
    title: "Jeni agjenci e patundshmërive?",
    text: "Regjistroni agjencinë tuaj në Pronë dhe arrini mijëra blerës e qiramarrës në të gjithë Kosovën.",
    register: "Regjistro agjencinë",
    contact: "Na kontaktoni",
  },
  benefits: {
    title: "Përfitimet e partneritetit",
    b1: { title: "Më shumë klientë", text: "Pronat tuaja shfaqen para mijëra njerëzve që kërkojnë çdo ditë." },
    b2: { title: "Profil i verifikuar", text: "Shenja 'E verifikuar' u tregon klientëve se jeni agjenci e besueshme." },
    b3: { title: "Vendosje Premium", text: "Shpalljet tuaja dalin në krye të rezultateve dhe në ballinë." },
    b4: { title: "Statistika të detajuara", text: "Shihni shikimet dhe interesimin për secilën pronë." },
  },
  testimonials: {
    title: "Çfarë thonë agjencitë",
    t1: {
      quote: "Që kur publikojmë në Pronë, kërkesat për vizita janë dyfishuar. Klientët vijnë më të informuar.",
      name: "Arbër Hoxha",
      role: "Drejtor, Dardania Estate, Prishtinë",
    },
    t2: {
      quote: "Paneli është i thjeshtë dhe statistikat na ndihmojnë të vendosim çmime më të sakta.",
      name: "Mirlinda Kryeziu",
      role: "Agjente, Prizreni Home, Prizren",
    },
  },
  list: {
    dardania:
      "Një nga agjencitë më të vjetra në Prishtinë, me fokus në banesa në lagjet qendrore, lokale afariste dhe prona luksoze në Arbëri dhe Sunny Hill.",
    kryeqyteti:
      "Ekip i ri dhe i shpejtë për banesa në shitje dhe me qira në Prishtinë, me përvojë të veçantë në ndërtimet e reja nga ndërtues të njohur.",
    ulpiana: "Këshillim për investitorë dhe diasporë: toka ndërtimore, lokale me qira afatgjate dhe projekte në zhvillim rreth Prishtinës.",
    prizreni:
      "Shtëpi tradicionale dhe vila në Prizren e rrethinë, me njohuri të thella të qendrës historike dhe rregullave të trashëgimisë kulturore.",
    sharri:
      "Agjenci familjare për toka dhe shtëpi në Prizren, Dragash dhe Opojë, me ndihmë në kadastër për parcelat pa dokumente të plota.",
    dukagjini: "Shtëpi, banesa me qira dhe toka bujqësore në Pejë dhe Rrafshin e Dukagjinit, si dhe shtëpi pushimi në Rugovë.",
    ibri: "Banesa dhe lokale në Mitrovicë e Vushtrri, me shërbim në shqip dhe serbisht dhe ndihmë për pronat e trashëguara.",
    erenik:
      "Banesa në qendër të Gjakovës, shtëpi familjare dhe qiradhënie për studentë, me kontrata të qarta dhe mirëmbajtje pas qiradhënies.",
  },
} as const;
