import type { Language } from "~/domain/enums";
import type { Agency, AgencySpecialty } from "~/domain/agencies";
import { serverT } from "../i18n";

// The agencies page's eight sample agencies (document 2 §3, Agency: static, not from a server).
// Descriptions are text in the catalogs (namespace "agencies", list.<id>); names and cities are names.

type AgencySeed = Omit<Agency, "description">;

const AGENCIES: readonly AgencySeed[] = [
  { id: "dardania", name: "Dardania Estate", location: "Prishtinë", phone: "+383 38 600 101", email: "dardania@prona.local", website: "https://dardania-estate.example", rating: 4.8, agentCount: 14, propertyCount: 186, yearFounded: 2009, specialties: ["residential", "commercial", "luxury"], isPremium: true, verified: true },
  { id: "kryeqyteti", name: "Kryeqyteti Prona", location: "Prishtinë", phone: "+383 38 600 102", email: "kryeqyteti@prona.local", rating: 4.5, agentCount: 9, propertyCount: 121, yearFounded: 2014, specialties: ["residential", "rentals", "newBuild"], isPremium: false, verified: true },
  { id: "ulpiana", name: "Ulpiana Invest", location: "Prishtinë", phone: "+383 38 600 103", email: "ulpiana@prona.local", website: "https://ulpiana-invest.example", rating: 4.2, agentCount: 6, propertyCount: 74, yearFounded: 2017, specialties: ["investment", "land", "commercial"], isPremium: true, verified: false },
  { id: "prizreni", name: "Prizreni Home", location: "Prizren", phone: "+383 29 600 104", email: "prizreni@prona.local", website: "https://prizreni-home.example", rating: 4.7, agentCount: 8, propertyCount: 98, yearFounded: 2011, specialties: ["houses", "residential", "luxury"], isPremium: true, verified: true },
  { id: "sharri", name: "Sharri Patundshmëri", location: "Prizren", phone: "+383 29 600 105", email: "sharri@prona.local", rating: 3.9, agentCount: 4, propertyCount: 41, yearFounded: 2019, specialties: ["land", "houses"], isPremium: false, verified: true },
  { id: "dukagjini", name: "Dukagjini Patundshmëri", location: "Pejë", phone: "+383 39 600 106", email: "dukagjini@prona.local", rating: 4.6, agentCount: 7, propertyCount: 88, yearFounded: 2012, specialties: ["houses", "rentals", "land"], isPremium: true, verified: true },
  { id: "ibri", name: "Ibri Real Estate", location: "Mitrovicë", phone: "+383 28 600 107", email: "ibri@prona.local", rating: 4.1, agentCount: 5, propertyCount: 52, yearFounded: 2016, specialties: ["residential", "commercial"], isPremium: false, verified: false },
  { id: "erenik", name: "Erenik Prona", location: "Gjakovë", phone: "+383 390 600 108", email: "erenik@prona.local", website: "https://erenik-prona.example", rating: 4.4, agentCount: 6, propertyCount: 67, yearFounded: 2013, specialties: ["residential", "houses", "rentals"], isPremium: false, verified: true },
];


/** The eight agencies with their descriptions in the reader's language. */
export function listAgencies(language: Language): Agency[] {
  const t = serverT(language);
  return AGENCIES.map((a) => ({ ...a, description: t(`agencies:list.${a.id as "dardania"}`) }));
}

export type { AgencySpecialty };
