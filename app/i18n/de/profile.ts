import type sq from "../sq/profile";
import type { Translation } from "../types";

const profile: Translation<typeof sq> = {
  metaDescription: "Ihr Profil bei Prona: persönliche Angaben, Statistiken und Schnellaktionen.",
  missing: {
    title: "Profilinformationen sind nicht verfügbar",
    body: "Bitte melden Sie sich erneut an.",
    login: "Erneut anmelden",
  },
  header: {
    memberSince: "Mitglied seit {{date}}",
    manage: "Profil verwalten",
    upgrade: "Premium werden",
  },
  badges: {
    label: "Abzeichen",
    admin: "Administrator",
    premium: "Premium",
    free: "Kostenloses Konto",
  },
  userTypes: {
    buyer: "Käufer",
    seller: "Verkäufer",
    renter: "Mieter",
    landlord: "Vermieter",
    agency: "Agentur",
  },
  stats: {
    title: "Statistiken",
    all: "Alle Immobilien",
    active: "Aktiv",
    pending: "In Prüfung",
    age: "Tage bei Prona",
    ageValue_one: "{{count}} Tag",
    ageValue_other: "{{count}} Tage",
    views: "Aufrufe",
    week: "{{count}} diese Woche",
    favorites: "Favoriten",
    locked: "Aufrufe und Favoriten sind nur für Premium-Mitglieder sichtbar.",
    upgrade: "Premium werden",
  },
  info: {
    title: "Persönliche Angaben",
    name: "Vollständiger Name",
    email: "E-Mail",
    phone: "Telefon",
    noPhone: "Nicht angegeben",
    userType: "Nutzertyp",
    personalId: "Persönliche ID",
    noPersonalId: "ID nicht verfügbar",
    memberSince: "Mitglied seit",
    plan: "Tarif",
    planFree: "Kostenlos",
    planPremiumUntil: "Premium bis {{date}}",
    planPremium: "Premium ohne Ablaufdatum",
    planExpired: "Premium abgelaufen am {{date}}",
  },
  actions: {
    title: "Schnellaktionen",
    myProperties: { title: "Meine Immobilien", body: "Ihre Anzeigen ansehen und verwalten." },
    addProperty: { title: "Immobilie hinzufügen", body: "Eine Wohnung, ein Haus, Grundstück oder Gewerbe inserieren." },
    premium: { title: "Premium", body: "Ganz oben stehen und die Statistiken sehen." },
    settings: { title: "Einstellungen", body: "Name, Telefon, Passwort und Benachrichtigungen." },
    notifications: { title: "Benachrichtigungen", body: "Freigaben, Nachrichten und Statusänderungen." },
  },
  promo: {
    title: "Premium werden",
    body: "Unbegrenzte Anzeigen, bis zu {{photos}} Fotos pro Immobilie, ein Platz ganz oben, detaillierte Statistiken und bevorzugter Support – ab {{price}} im Monat.",
    cta: "Tarife ansehen",
  },
};

export default profile;
