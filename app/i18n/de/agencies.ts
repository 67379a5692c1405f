import type sq from "../sq/agencies";
import type { Translation } from "../types";

const agencies: Translation<typeof sq> = {
  metaTitle: "Immobilienagenturen – Prona",
  metaDescription: "Immobilienagenturen in Prishtina, Prizren, Peja, Mitrovica und Gjakova, die ihre Immobilien auf Prona anbieten.",
  title: "Immobilienagenturen",
  subtitle:
    "Finden Sie die passende Agentur in Ihrer Stadt: erfahrene Makler, geprüfte Immobilien und professioneller Service von der Suche bis zum Notar.",
  filters: {
    title: "Agenturen suchen",
    search: "Suchen",
    searchPlaceholder: "Name der Agentur, Stadt oder Leistung...",
    city: "Stadt",
    cityAll: "Alle Städte",
    specialty: "Schwerpunkt",
    specialtyAll: "Alle Schwerpunkte",
    view: "Ansicht",
    grid: "Raster",
    list: "Liste",
    showing_one: "{{count}} Agentur",
    showing_other: "{{count}} Agenturen",
    apply: "Filter anwenden",
  },
  specialties: {
    residential: "Wohnungen",
    houses: "Häuser",
    commercial: "Gewerbeflächen",
    land: "Grundstücke",
    rentals: "Vermietung",
    luxury: "Luxusimmobilien",
    newBuild: "Neubauten",
    investment: "Investitionen",
  },
  card: {
    premium: "Premium",
    verified: "Verifiziert",
    rating: "Bewertet mit {{rating}} von 5",
    agents_one: "{{count}} Makler",
    agents_other: "{{count}} Makler",
    properties_one: "{{count}} Immobilie",
    properties_other: "{{count}} Immobilien",
    founded: "Seit {{year}}",
    phone: "Telefon",
    email: "E-Mail",
    website: "Webseite",
    demo: "Demo",
    demoHint: "Eine Beispielagentur der Demodaten, keine echte Agentur.",
    memberSince: "Bei Prona seit {{year}}",
    profile: "Profil und Immobilien ansehen",
    profileOf: "Profil und Immobilien von {{name}} ansehen",
  },
  states: {
    empty: "Keine Agentur gefunden",
    emptyHint: "Versuchen Sie eine andere Stadt oder entfernen Sie die Filter.",
    none: "Noch keine Agenturen bei Prona",
    noneHint: "Agenturen, die sich als Agentur registrieren, erscheinen hier mit ihren Immobilien.",
  },
  cta: {
    title: "Sind Sie eine Immobilienagentur?",
    text: "Registrieren Sie Ihre Agentur auf Prona und erreichen Sie Tausende Käufer und Mieter im ganzen Kosovo.",
    register: "Agentur registrieren",
    contact: "Kontakt aufnehmen",
  },
  benefits: {
    title: "Vorteile der Partnerschaft",
    b1: { title: "Mehr Kunden", text: "Ihre Immobilien werden täglich von Tausenden Suchenden gesehen." },
    b2: { title: "Verifiziertes Profil", text: "Das Abzeichen 'Verifiziert' zeigt Kunden, dass Sie eine vertrauenswürdige Agentur sind." },
    b3: { title: "Premium-Platzierung", text: "Ihre Anzeigen erscheinen oben in den Ergebnissen und auf der Startseite." },
    b4: { title: "Detaillierte Statistiken", text: "Sehen Sie Aufrufe und Interesse für jede Immobilie." },
  },
};

export default agencies;
