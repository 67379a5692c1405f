import type sq from "../sq/dashboard";
import type { Translation } from "../types";

const dashboard: Translation<typeof sq> = {
  metaDescription: "Ihr Prona-Dashboard: Ihre Anzeigen, Aktivität und persönliche ID.",
  welcome: "Willkommen, {{name}}!",
  agencyDetails: "Die Agenturdaten, die Kunden sehen",
  intro: {
    buyer: "Finden Sie Ihr Traumhaus. Speichern Sie Favoriten und kontaktieren Sie die Eigentümer.",
    renter: "Finden Sie die passende Mietwohnung. Speichern Sie Favoriten und kontaktieren Sie die Vermieter.",
    seller: "Verwalten Sie Ihre Verkaufsobjekte und verfolgen Sie das Interesse der Käufer.",
    landlord: "Verwalten Sie Ihre Mietobjekte und verfolgen Sie das Interesse der Mieter.",
    agency: "Verwalten Sie die Immobilien Ihrer Agentur und das Profil, das Kunden unter Agenturen sehen.",
    other: "Verwalten Sie Ihre Immobilien und Ihre Aktivität auf Prona.",
  },
  personalId: {
    open: "Persönliche ID",
    title: "Ihre persönliche ID",
    missing: "ID nicht verfügbar",
    warning: "Teilen Sie Ihre persönliche ID niemals mit anderen.",
    admins: "Prona-Administratoren fragen niemals per E-Mail oder Telefon nach Ihrer persönlichen ID.",
    close: "Schließen",
  },
  summary: {
    phoneReveals_one: "Die Nummern Ihrer Immobilien wurden {{count}}-mal angezeigt",
    phoneReveals_other: "Die Nummern Ihrer Immobilien wurden {{count}}-mal angezeigt",
    title: "Aktivitätsübersicht",
    active: "Aktive Immobilien",
    views: "Aufrufe insgesamt",
    week: "{{count}} diese Woche",
    favorites: "Favoriten",
    locked: "Statistiken zu Aufrufen und Favoriten sind für Premium-Mitglieder.",
    upgrade: "Premium werden",
  },
  seeker: {
    favorites: "Favoriten",
    savedSearches: "Gespeicherte Suchen",
    sent: "Gesendete Anfragen",
    unread: "Ungelesene Benachrichtigungen",
    browse: "Anzeigen durchsuchen",
    postQuestion: "Haben Sie eine Immobilie zu verkaufen oder zu vermieten?",
    postLink: "Anzeige aufgeben",
  },
  owner: {
    received: "Neue Anfragen",
    pending_one: "{{count}} in Prüfung",
    pending_other: "{{count}} in Prüfung",
  },
  admin: {
    title: "Administration",
    pending_one: "{{count}} Immobilie wartet auf Freigabe",
    pending_other: "{{count}} Immobilien warten auf Freigabe",
    open: "Adminbereich öffnen",
  },
  latest: {
    title: "Meine neuesten Immobilien",
    all: "Alle ansehen",
    empty: "Sie haben noch keine Immobilie hinzugefügt.",
    add: "Erste Immobilie hinzufügen",
  },
};

export default dashboard;
