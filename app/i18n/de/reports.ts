import type sq from "../sq/reports";
import type { Translation } from "../types";

const reports: Translation<typeof sq> = {
  reasons: {
    fraud: "Betrug",
    unavailable: "Bereits verkauft/vermietet",
    wrong_price: "Falscher Preis",
    duplicate: "Doppelte Anzeige",
    offensive: "Anstößiger Inhalt",
    other: "Sonstiges",
  },
  form: {
    open: "Anzeige melden",
    title: "Anzeige melden",
    intro: "Sagen Sie uns, was mit dieser Anzeige nicht stimmt. Die Administratoren prüfen jede Meldung.",
    reason: "Grund",
    text: "Beschreibung",
    textHint: "Pflicht bei „Sonstiges“, sonst freiwillig (höchstens {{max}} Zeichen).",
    email: "Ihre E-Mail-Adresse (freiwillig)",
    emailHint:
      "Wir senden Ihnen einen Link zur Bestätigung der Adresse; nach der Bestätigung schreiben wir Ihnen, sobald wir die Meldung geprüft haben.",
    signedInHint: "Das Ergebnis erfahren Sie in Ihren Benachrichtigungen.",
    submit: "Meldung senden",
    sending: "Wird gesendet...",
    thanks: "Vielen Dank! Ihre Meldung wurde gesendet. Die Administratoren prüfen sie in Kürze.",
    failed: "Die Meldung wurde nicht gesendet",
  },
  adminAlert: {
    title: "Neue Meldung zu einer Anzeige",
    message: "Die Anzeige „{{title}}“ wurde gemeldet: {{reason}}. Prüfen Sie sie im Admin-Bereich › Meldungen.",
  },
  outcome: {
    title: "Ihre Meldung wurde geprüft",
    dismissed:
      "Wir haben Ihre Meldung zu „{{title}}“ geprüft und keinen Regelverstoß gefunden, daher bleibt die Anzeige bestehen. Danke für Ihre Hilfe!",
    deactivated: "Vielen Dank! Nach Ihrer Meldung wurde die Anzeige „{{title}}“ deaktiviert.",
    owner_contacted: "Vielen Dank! Nach Ihrer Meldung zu „{{title}}“ haben wir den Eigentümer gebeten, die Anzeige zu korrigieren.",
  },
  mail: {
    greeting: "Hallo,",
    open: "Anzeige ansehen",
    why: "Sie erhalten diese E-Mail, weil Sie diese Anzeige auf Prona gemeldet und Ihre Adresse bestätigt haben.",
  },
  confirm: {
    mailSubject: "Bestätigen Sie die Adresse für Ihre Meldung",
    mailBody:
      "Jemand hat die Anzeige „{{title}}“ auf Prona gemeldet und diese Adresse hinterlassen, um das Ergebnis zu erfahren. Wenn Sie es waren, bestätigen Sie die Adresse mit dem Link unten.",
    mailIgnore: "Wenn Sie diese Anzeige nicht gemeldet haben, ignorieren Sie diese E-Mail: Wir schreiben Ihnen nicht wieder.",
    mailWhy: "Sie erhalten diese E-Mail, weil diese Adresse bei einer Meldung auf Prona angegeben wurde.",
    title: "Bestätigen Sie Ihre Adresse",
    metaDescription: "Bestätigen Sie Ihre Adresse, um das Ergebnis Ihrer Meldung zu erhalten.",
    body: "Bestätigen Sie, dass Sie das Ergebnis Ihrer Meldung zu „{{title}}“ per E-Mail erhalten möchten.",
    submit: "Adresse bestätigen",
    done: "Die Adresse ist bestätigt. Wir schreiben Ihnen, sobald wir die Meldung zu „{{title}}“ geprüft haben.",
    doneHandled:
      "Die Adresse ist bestätigt. Die Meldung zu „{{title}}“ wurde bereits geprüft: Wir haben Ihnen das Ergebnis per E-Mail gesendet.",
    already: "Ihre Adresse ist für die Meldung zu „{{title}}“ bereits bestätigt.",
    home: "Zur Startseite",
  },
  owner: {
    deactivatedTitle: "Ihre Anzeige wurde deaktiviert",
    deactivatedMessage:
      "Die Anzeige „{{title}}“ wurde nach Meldungen von Lesern von den Administratoren deaktiviert. Kontaktieren Sie uns, wenn Sie das für einen Fehler halten.",
    contactTitle: "Nachricht der Administratoren zu Ihrer Anzeige",
    contactMessage: "Zur Anzeige „{{title}}“: {{message}}",
    mailIntro: "Die Administratoren haben Ihnen zu Ihrer Anzeige „{{title}}“ geschrieben:",
    mailWhy: "Sie erhalten diese E-Mail, weil die Administratoren Ihnen zu einer Ihrer Anzeigen auf Prona geschrieben haben.",
  },
  admin: {
    metaTitle: "Meldungen",
    title: "Gemeldete Anzeigen",
    intro:
      "Leser melden Anzeigen, die betrügerisch, ungenau oder anstößig wirken. Prüfen Sie die Meldungen jeder Anzeige und entscheiden Sie: verwerfen, die Anzeige deaktivieren oder dem Eigentümer schreiben. Die Meldenden erfahren das Ergebnis.",
    filterLabel: "Meldungen filtern",
    tabs: { open: "Offen", handled: "Erledigt" },
    tab: "{{label}} ({{count}})",
    empty: { open: "Es gibt keine offenen Meldungen.", handled: "Noch keine erledigten Meldungen." },
    reportCount_one: "{{count}} Meldung",
    reportCount_other: "{{count}} Meldungen",
    owner: "Eigentümer: {{name}}",
    listingStatus: "Status der Anzeige: {{status}}",
    latest: "Letzte Meldung: {{date}}",
    visitor: "Besucher",
    reportedAt: "{{date}}",
    status: { open: "Offen", dismissed: "Verworfen", actioned: "Erledigt" },
    resolution: { dismissed: "Verworfen", deactivated: "Anzeige deaktiviert", owner_contacted: "Eigentümer angeschrieben" },
    handled: "{{resolution}} · {{date}}",
    viewListing: "Anzeige ansehen",
    manageListing: "In Immobilien öffnen",
    dismiss: "Verwerfen",
    deactivate: "Anzeige deaktivieren",
    contact: "Dem Eigentümer schreiben",
    actionLabel: "{{action}}: {{title}}",
    reportsOf: "Meldungen zu „{{title}}“",
    dismissTitle: "Meldungen verwerfen?",
    dismissBody:
      "Die offenen Meldungen zu „{{title}}“ werden ohne Maßnahme geschlossen, die Anzeige bleibt unverändert. Die Meldenden werden benachrichtigt.",
    deactivateTitle: "Anzeige deaktivieren?",
    deactivateBody:
      "„{{title}}“ verschwindet aus der Suche (Status Inaktiv) und die offenen Meldungen werden geschlossen. Eigentümer und Meldende werden benachrichtigt.",
    contactTitle: "Dem Eigentümer schreiben",
    contactBody:
      "Der Eigentümer von „{{title}}“ erhält Ihre Nachricht als Benachrichtigung und per E-Mail. Die offenen Meldungen werden geschlossen.",
    message: "Nachricht an den Eigentümer",
    messageHint: "Erklären Sie, was zu korrigieren ist (höchstens {{max}} Zeichen).",
    cancel: "Abbrechen",
    done: {
      dismissed: "Die Meldungen wurden verworfen. Die Meldenden wurden benachrichtigt.",
      deactivated: "Die Anzeige wurde deaktiviert. Eigentümer und Meldende wurden benachrichtigt.",
      owner_contacted: "Die Nachricht wurde an den Eigentümer gesendet. Die Meldenden wurden benachrichtigt.",
    },
    failed: "Die Aktion ist fehlgeschlagen",
  },
};

export default reports;
