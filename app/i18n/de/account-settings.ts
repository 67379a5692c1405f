import type sq from "../sq/account-settings";
import type { Translation } from "../types";

const settings: Translation<typeof sq> = {
  title: "Einstellungen",
  metaDescription: "Verwalten Sie Ihr Prona-Profil, Passwort, Benachrichtigungen und Konto.",
  subtitle: "Verwalten Sie Ihr Profil, Ihr Passwort und Ihre Benachrichtigungen.",
  profile: {
    title: "Profilinformationen",
    name: "Vollständiger Name",
    email: "E-Mail",
    emailHint: "Die E-Mail-Adresse kann nicht geändert werden.",
    personalId: "Persönliche ID",
    personalIdHint: "Die persönliche ID kann nicht geändert werden.",
    phone: "Telefonnummer",
    phonePlaceholder: "+383 44 123 456",
    save: "Änderungen speichern",
    saving: "Wird gespeichert...",
    saved: "Profil erfolgreich aktualisiert!",
    verifiedNote:
      "Ihr Konto ist verifiziert. Wenn Sie Ihren Namen ändern, wird die Verifizierung entfernt, bis ein Administrator sie erneut bestätigt.",
  },
  password: {
    show: "Passwort anzeigen",
    hide: "Passwort verbergen",
    title: "Passwort ändern",
    current: "Aktuelles Passwort",
    new: "Neues Passwort",
    confirm: "Neues Passwort bestätigen",
    hint: "Mindestens 6 Zeichen. Andere Geräte, auf denen Sie angemeldet sind, werden abgemeldet.",
    submit: "Passwort ändern",
    submitting: "Wird geändert...",
    changed: "Passwort erfolgreich geändert!",
  },
  preferences: {
    title: "Benachrichtigungseinstellungen",
    email: "E-Mail-Benachrichtigungen",
    emailHint: "Benachrichtigungen zusätzlich an Ihre E-Mail-Adresse erhalten.",
    propertyAlerts: "Immobilien-Benachrichtigungen",
    propertyAlertsHint: "Freigaben, Ablehnungen und Statusänderungen Ihrer Anzeigen sowie neue Anzeigen zu Ihren gespeicherten Suchen.",
    messages: "Nachrichten-Benachrichtigungen",
    messagesHint: "Neue Kontaktanfragen und Antworten auf Ihre Anfragen.",
    needsEmail: "Aktivieren Sie E-Mail-Benachrichtigungen, um diese auszuwählen.",
    important: "Wichtige E-Mails (z. B. zum Zurücksetzen des Passworts) werden immer gesendet.",
    save: "Einstellungen speichern",
    saved: "Benachrichtigungseinstellungen erfolgreich gespeichert!",
  },
  danger: {
    title: "Gefahrenzone",
    body: "Das Löschen des Kontos ist endgültig: Ihr Profil, Ihre Anzeigen mit ihren Fotos, Favoriten, Kontaktanfragen und Benachrichtigungen werden gelöscht.",
    open: "Konto löschen",
    confirmTitle: "Sind Sie sicher?",
    confirmBody: "Dies kann nicht rückgängig gemacht werden. Geben Sie zur Bestätigung Ihr Passwort ein.",
    password: "Ihr Passwort",
    confirm: "Ja, mein Konto löschen",
    deleting: "Wird gelöscht...",
  },
};

export default settings;
