// Kosovo's 38 municipalities and the main neighbourhoods of its larger towns, with the spellings people
// type (Albanian definite forms, Serbian and English names) and an approximate centre. Search uses the
// spellings (places/search-words), the map uses the centres when a listing has no position of its own.
// Centres are the town centres, rounded to about 100 m: a fallback, not a survey.

export type Place = {
  /** The Albanian name, as Prona writes it. */
  name: string;
  /** Other spellings: the definite form, the Serbian name (with and without diacritics), English. */
  aliases: readonly string[];
  lat: number;
  lng: number;
  /** For a neighbourhood: the municipality it belongs to. */
  municipality?: string;
  /**
   * How a listing's text names it (folded word beginnings), where the stem of its name would find
   * other words too: "qendr" also starts "qendrore" (central, as in central heating).
   */
  textPrefixes?: readonly string[];
};

const MUNICIPALITIES: readonly Place[] = [
  { name: "Prishtinë", aliases: ["Prishtina", "Priština", "Pristina", "Prishtine"], lat: 42.6629, lng: 21.1655 },
  { name: "Prizren", aliases: ["Prizreni", "Prizrend"], lat: 42.2139, lng: 20.7397 },
  { name: "Pejë", aliases: ["Peja", "Peć", "Pec", "Peje"], lat: 42.6593, lng: 20.2887 },
  { name: "Gjakovë", aliases: ["Gjakova", "Đakovica", "Djakovica", "Dakovica", "Gjakove"], lat: 42.3803, lng: 20.4308 },
  { name: "Mitrovicë", aliases: ["Mitrovica", "Kosovska Mitrovica", "Mitrovice", "Mitrovica e Jugut"], lat: 42.8833, lng: 20.8667 },
  { name: "Mitrovicë e Veriut", aliases: ["Mitrovica e Veriut", "Severna Mitrovica", "North Mitrovica"], lat: 42.8942, lng: 20.8647 },
  { name: "Ferizaj", aliases: ["Ferizaji", "Uroševac", "Urosevac"], lat: 42.3702, lng: 21.1483 },
  { name: "Gjilan", aliases: ["Gjilani", "Gnjilane", "Gnjilani"], lat: 42.4635, lng: 21.4694 },
  { name: "Podujevë", aliases: ["Podujeva", "Podujevo"], lat: 42.9106, lng: 21.1933 },
  { name: "Vushtrri", aliases: ["Vushtrria", "Vučitrn", "Vucitrn"], lat: 42.8231, lng: 20.9675 },
  { name: "Fushë Kosovë", aliases: ["Fushë Kosova", "Kosovo Polje", "Fushe Kosove"], lat: 42.6364, lng: 21.0925 },
  { name: "Obiliq", aliases: ["Obiliqi", "Obilić", "Obilic"], lat: 42.6869, lng: 21.0775 },
  { name: "Lipjan", aliases: ["Lipjani", "Lipljan"], lat: 42.5217, lng: 21.1258 },
  { name: "Drenas", aliases: ["Drenasi", "Gllogoc", "Glogovac"], lat: 42.6247, lng: 20.8936 },
  { name: "Skenderaj", aliases: ["Skenderaji", "Srbica"], lat: 42.7467, lng: 20.7889 },
  { name: "Istog", aliases: ["Istogu", "Istok"], lat: 42.7808, lng: 20.4875 },
  { name: "Klinë", aliases: ["Klina"], lat: 42.6217, lng: 20.5778 },
  { name: "Deçan", aliases: ["Deçani", "Dečani", "Decani", "Decan"], lat: 42.5403, lng: 20.2886 },
  { name: "Junik", aliases: ["Juniku"], lat: 42.4758, lng: 20.2775 },
  { name: "Malishevë", aliases: ["Malisheva", "Mališevo", "Malisevo"], lat: 42.4828, lng: 20.7458 },
  { name: "Rahovec", aliases: ["Rahoveci", "Orahovac"], lat: 42.3994, lng: 20.6547 },
  { name: "Suharekë", aliases: ["Suhareka", "Suva Reka", "Therandë", "Theranda"], lat: 42.3592, lng: 20.8253 },
  { name: "Dragash", aliases: ["Dragashi", "Dragaš", "Dragas"], lat: 42.0625, lng: 20.6531 },
  { name: "Shtime", aliases: ["Shtimja", "Štimlje", "Stimlje"], lat: 42.4333, lng: 21.0397 },
  { name: "Kaçanik", aliases: ["Kaçaniku", "Kačanik", "Kacanik"], lat: 42.2319, lng: 21.2594 },
  { name: "Shtërpcë", aliases: ["Shtërpca", "Štrpce", "Strpce"], lat: 42.2397, lng: 21.0275 },
  { name: "Hani i Elezit", aliases: ["Elez Han", "Đeneral Janković", "General Jankovic"], lat: 42.1494, lng: 21.2967 },
  { name: "Viti", aliases: ["Vitia", "Vitina"], lat: 42.3214, lng: 21.3583 },
  { name: "Kamenicë", aliases: ["Kamenica"], lat: 42.5781, lng: 21.5803 },
  { name: "Novobërdë", aliases: ["Novobërda", "Novo Brdo", "Artanë"], lat: 42.615, lng: 21.4339 },
  { name: "Graçanicë", aliases: ["Graçanica", "Gračanica", "Gracanica"], lat: 42.6006, lng: 21.1936 },
  { name: "Kllokot", aliases: ["Kllokoti", "Klokot"], lat: 42.3694, lng: 21.3778 },
  { name: "Ranillug", aliases: ["Ranillugu", "Ranilug"], lat: 42.4919, lng: 21.5983 },
  { name: "Partesh", aliases: ["Parteshi", "Parteš", "Partes"], lat: 42.4017, lng: 21.4336 },
  { name: "Zubin Potok", aliases: [], lat: 42.9142, lng: 20.6897 },
  { name: "Zveçan", aliases: ["Zveçani", "Zvečan", "Zvecan"], lat: 42.9075, lng: 20.8403 },
  { name: "Leposaviq", aliases: ["Leposaviqi", "Leposavić", "Leposavic"], lat: 43.1039, lng: 20.8028 },
  { name: "Mamushë", aliases: ["Mamusha", "Mamuša", "Mamusa"], lat: 42.325, lng: 20.7264 },
];

/** Main neighbourhoods of the larger towns, as listings name them. */
const NEIGHBOURHOODS: readonly Place[] = [
  {
    name: "Qendra",
    aliases: ["Qendër", "Centar"],
    municipality: "Prishtinë",
    lat: 42.6629,
    lng: 21.1655,
    textPrefixes: ["qendra", "qendre", "qender"],
  },
  { name: "Dardani", aliases: ["Dardania", "Dardanija"], municipality: "Prishtinë", lat: 42.6555, lng: 21.1525 },
  { name: "Arbëri", aliases: ["Arbëria", "Dragodan"], municipality: "Prishtinë", lat: 42.6705, lng: 21.1535 },
  { name: "Ulpianë", aliases: ["Ulpiana"], municipality: "Prishtinë", lat: 42.6545, lng: 21.1735 },
  { name: "Kodra e Diellit", aliases: ["Sunny Hill", "Suncani Breg"], municipality: "Prishtinë", lat: 42.6465, lng: 21.1775 },
  { name: "Bregu i Diellit", aliases: ["Bregu i Diellit"], municipality: "Prishtinë", lat: 42.6475, lng: 21.1685 },
  { name: "Kalabri", aliases: ["Kalabria"], municipality: "Prishtinë", lat: 42.6735, lng: 21.1505 },
  { name: "Mati 1", aliases: ["Matiçan", "Matičane"], municipality: "Prishtinë", lat: 42.6655, lng: 21.1845 },
  { name: "Lakrishtë", aliases: ["Lakrishta"], municipality: "Prishtinë", lat: 42.6475, lng: 21.1555 },
  { name: "Veternik", aliases: ["Veterniku"], municipality: "Prishtinë", lat: 42.6395, lng: 21.1565 },
  { name: "Tophane", aliases: ["Tophania"], municipality: "Prishtinë", lat: 42.6665, lng: 21.1715 },
  { name: "Velani", aliases: ["Velania"], municipality: "Prishtinë", lat: 42.6575, lng: 21.1785 },
  { name: "Muhaxherë", aliases: ["Muhaxheret"], municipality: "Prishtinë", lat: 42.6705, lng: 21.1775 },
  { name: "Emshir", aliases: ["Emshiri"], municipality: "Prishtinë", lat: 42.6395, lng: 21.1405 },
  { name: "Ortakoll", aliases: ["Ortakolli"], municipality: "Prizren", lat: 42.2085, lng: 20.7465 },
  { name: "Marash", aliases: ["Marashi"], municipality: "Prizren", lat: 42.2095, lng: 20.7485 },
  { name: "Bazhdarhane", aliases: ["Bazhdarhania"], municipality: "Prizren", lat: 42.2175, lng: 20.7345 },
  { name: "Jaglenicë", aliases: ["Jaglenica"], municipality: "Prizren", lat: 42.2055, lng: 20.7285 },
  { name: "Dushanovë", aliases: ["Dushanova", "Dušanovo"], municipality: "Prizren", lat: 42.2305, lng: 20.7195 },
  { name: "Karagaç", aliases: ["Karagaçi", "Karagač"], municipality: "Pejë", lat: 42.6575, lng: 20.2755 },
  { name: "Kapeshnicë", aliases: ["Kapeshnica"], municipality: "Pejë", lat: 42.6625, lng: 20.3005 },
  { name: "Çarshia e Madhe", aliases: ["Çarshia", "Carshia e Madhe"], municipality: "Gjakovë", lat: 42.3835, lng: 20.4275 },
  { name: "Blloku i Ri", aliases: ["Bllok i Ri"], municipality: "Gjakovë", lat: 42.3765, lng: 20.4345 },
  { name: "Bair", aliases: ["Bairi"], municipality: "Mitrovicë", lat: 42.8795, lng: 20.8715 },
];

export const PLACES: readonly Place[] = [...MUNICIPALITIES, ...NEIGHBOURHOODS];

/** Lower case, without diacritics (ë→e, ç→c, š→s, đ→d), the way the database's search text is kept. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/đ/g, "d").normalize("NFD").replace(/\p{M}/gu, "");
}
