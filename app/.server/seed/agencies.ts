import type { AgencySpecialty } from "~/domain/agencies";

// The demo data's sample agencies (issue 14 §4): accounts of user type "agency" with their published
// details, marked is_demo so the pages label them "Demo". They exist only in the demo data; the
// contacts are made up (never @prona.local, the demo logins' domain, or example domains).

export type DemoAgencyKey = "dardania" | "kryeqyteti" | "ulpiana" | "prizreni" | "sharri" | "dukagjini" | "ibri" | "erenik" | "lindja";

type DemoAgency = {
  name: string;
  description: string;
  cities: string[];
  specialties: AgencySpecialty[];
  phone: string;
  email: string;
  website?: string;
  year_founded: number;
  agent_count: number;
  rating: number;
  premium: boolean;
  verified: boolean;
};

export const DEMO_AGENCIES: Record<DemoAgencyKey, DemoAgency> = {
  dardania: {
    name: "Dardania Estate",
    description:
      "Një nga agjencitë më të vjetra në Prishtinë, me fokus në banesa në lagjet qendrore, lokale afariste dhe prona luksoze në Arbëri dhe Sunny Hill.",
    cities: ["Prishtinë"],
    specialties: ["residential", "commercial", "luxury"],
    phone: "+383 38 600 101",
    email: "info@dardaniaestate.com",
    website: "https://dardaniaestate.com",
    year_founded: 2009,
    agent_count: 14,
    rating: 4.8,
    premium: true,
    verified: true,
  },
  kryeqyteti: {
    name: "Kryeqyteti Prona",
    description:
      "Ekip i ri dhe i shpejtë për banesa në shitje dhe me qira në Prishtinë, me përvojë të veçantë në ndërtimet e reja nga ndërtues të njohur.",
    cities: ["Prishtinë", "Fushë Kosovë"],
    specialties: ["residential", "rentals", "newBuild"],
    phone: "+383 38 600 102",
    email: "zyra@kryeqytetiprona.com",
    year_founded: 2014,
    agent_count: 9,
    rating: 4.5,
    premium: false,
    verified: true,
  },
  ulpiana: {
    name: "Ulpiana Invest",
    description:
      "Këshillim për investitorë dhe diasporë: toka ndërtimore, lokale me qira afatgjate dhe projekte në zhvillim rreth Prishtinës.",
    cities: ["Prishtinë", "Graçanicë"],
    specialties: ["investment", "land", "commercial"],
    phone: "+383 38 600 103",
    email: "kontakt@ulpianainvest.com",
    website: "https://ulpianainvest.com",
    year_founded: 2017,
    agent_count: 6,
    rating: 4.2,
    premium: true,
    verified: false,
  },
  prizreni: {
    name: "Prizreni Home",
    description:
      "Shtëpi tradicionale dhe vila në Prizren e rrethinë, me njohuri të thella të qendrës historike dhe rregullave të trashëgimisë kulturore.",
    cities: ["Prizren"],
    specialties: ["houses", "residential", "luxury"],
    phone: "+383 29 600 104",
    email: "info@prizrenihome.com",
    website: "https://prizrenihome.com",
    year_founded: 2011,
    agent_count: 8,
    rating: 4.7,
    premium: true,
    verified: true,
  },
  sharri: {
    name: "Sharri Patundshmëri",
    description:
      "Agjenci familjare për toka dhe shtëpi në Prizren, Dragash dhe Opojë, me ndihmë në kadastër për parcelat pa dokumente të plota.",
    cities: ["Prizren", "Dragash"],
    specialties: ["land", "houses"],
    phone: "+383 29 600 105",
    email: "sharri.patundshmeri@gmail.com",
    year_founded: 2019,
    agent_count: 4,
    rating: 3.9,
    premium: false,
    verified: true,
  },
  dukagjini: {
    name: "Dukagjini Patundshmëri",
    description: "Shtëpi, banesa me qira dhe toka bujqësore në Pejë dhe Rrafshin e Dukagjinit, si dhe shtëpi pushimi në Rugovë.",
    cities: ["Pejë", "Deçan"],
    specialties: ["houses", "rentals", "land"],
    phone: "+383 39 600 106",
    email: "info@dukagjinipatundshmeri.com",
    year_founded: 2012,
    agent_count: 7,
    rating: 4.6,
    premium: true,
    verified: true,
  },
  ibri: {
    name: "Ibri Real Estate",
    description: "Banesa dhe lokale në Mitrovicë e Vushtrri, me shërbim në shqip dhe serbisht dhe ndihmë për pronat e trashëguara.",
    cities: ["Mitrovicë", "Vushtrri"],
    specialties: ["residential", "commercial"],
    phone: "+383 28 600 107",
    email: "ibri.realestate@gmail.com",
    year_founded: 2016,
    agent_count: 5,
    rating: 4.1,
    premium: false,
    verified: false,
  },
  erenik: {
    name: "Erenik Prona",
    description:
      "Banesa në qendër të Gjakovës, shtëpi familjare dhe qiradhënie për studentë, me kontrata të qarta dhe mirëmbajtje pas qiradhënies.",
    cities: ["Gjakovë"],
    specialties: ["residential", "houses", "rentals"],
    phone: "+383 390 600 108",
    email: "info@erenikprona.com",
    website: "https://erenikprona.com",
    year_founded: 2013,
    agent_count: 6,
    rating: 4.4,
    premium: false,
    verified: true,
  },
  lindja: {
    name: "Lindja Real Estate",
    description: "Banesa, shtëpi dhe toka ndërtimore në Mitrovicë, Ferizaj dhe Gjilan, me vlerësim falas të pronës para shitjes.",
    cities: ["Mitrovicë", "Ferizaj", "Gjilan"],
    specialties: ["residential", "houses", "land"],
    phone: "+383 280 600 109",
    email: "zyra@lindjarealestate.com",
    year_founded: 2018,
    agent_count: 5,
    rating: 4.3,
    premium: false,
    verified: false,
  },
};
