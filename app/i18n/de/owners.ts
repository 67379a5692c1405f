import type sq from "../sq/owners";
import type { Translation } from "../types";

const owners: Translation<typeof sq> = {
  card: {
    title: "Angeboten von",
    privateOwner: "Privater Eigentümer",
    agency: "Agentur",
    verified: "Verifiziert",
    verifiedHint: "Die Administratoren von Prona haben dieses Konto verifiziert.",
    memberSince: "Mitglied seit {{date}}",
    activeListings_one: "{{count}} aktive Immobilie",
    activeListings_other: "{{count}} aktive Immobilien",
    profile: "Profil und Immobilien ansehen",
  },
  phone: {
    reveal: "Nummer anzeigen",
    revealing: "Wird angezeigt...",
    number: "Telefonnummer",
    call: "Anrufen",
    whatsapp: "WhatsApp",
    viber: "Viber",
    none: "Der Eigentümer hat keine Telefonnummer angegeben. Nutzen Sie die Kontaktanfrage.",
    hint: "Erwähnen Sie, dass Sie es auf Prona gefunden haben.",
  },
  stats: {
    phoneReveals_one: "Nummer {{count}}-mal angezeigt",
    phoneReveals_other: "Nummer {{count}}-mal angezeigt",
  },
  profile: {
    metaTitle: "{{name}} – Prona",
    metaDescription: "{{name}} bei Prona: {{count}} aktive Immobilien.",
    notFound: "Benutzer nicht gefunden",
    notFoundBody: "Dieses Profil existiert nicht oder wurde gelöscht.",
    back: "Zurück zu den Immobilien",
    listings: "Aktive Immobilien",
    none: "Noch keine aktiven Immobilien.",
    about: "Über die Agentur",
    cities: "Orte",
    specialties: "Spezialisierung",
    founded: "Gegründet {{year}}",
    agents_one: "{{count}} Makler",
    agents_other: "{{count}} Makler",
    contacts: "Kontakt der Agentur",
    email: "E-Mail",
    website: "Webseite",
    phone: "Telefon",
    demo: "Demo",
    demoNote: "Dies ist eine Beispielagentur der Demodaten, keine echte Agentur.",
    pagination: "Seiten der Immobilien",
    previous: "Zurück",
    next: "Weiter",
    page: "Seite {{page}} von {{pages}}",
  },
};

export default owners;
