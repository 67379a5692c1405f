import type sq from "../sq/terms";
import type { Translation } from "../types";

const terms: Translation<typeof sq> = {
  metaTitle: "Nutzungsbedingungen – Prona",
  metaDescription: "Die Nutzungsbedingungen von Prona: Konten, Anzeigen, Datenschutz, Zahlungen und Premium-Abos, Haftung und Kündigung.",
  title: "Nutzungsbedingungen",
  subtitle: "Die Regeln für alle, die Prona nutzen, um Immobilien zu suchen, zu verkaufen oder zu vermieten.",
  lastUpdated: "Zuletzt aktualisiert: {{date}}",
  print: "Drucken",
  menu: "Abschnitte der Bedingungen",
  questions: "Fragen zu diesen Bedingungen?",
  contactLink: "Kontakt aufnehmen",
  tabs: {
    general: "Allgemeines",
    user: "Benutzerkonto",
    content: "Inhalte und Anzeigen",
    privacy: "Datenschutz",
    payment: "Zahlungen und Abos",
    liabilities: "Haftung",
    termination: "Kündigung",
    legal: "Rechtliches",
  },
  general: {
    p1: "Prona ist eine Online-Plattform zum Inserieren und Finden von Immobilien im Kosovo: Wohnungen, Häuser, Grundstücke und Gewerbeflächen, zum Kauf oder zur Miete.",
    p2: "Mit der Nutzung der Plattform akzeptieren Sie diese Bedingungen. Wenn Sie nicht einverstanden sind, nutzen Sie Prona bitte nicht.",
    p3: "Prona ist nicht Partei der Vereinbarungen zwischen Käufern, Verkäufern, Mietern und Vermietern. Wir bieten den Ort, an dem sie sich treffen.",
    accountsTitle: "Kontoarten",
    basic:
      "Basiskonto (privat): kostenlos, zum Suchen, Speichern von Favoriten, Kontaktieren von Eigentümern und Inserieren von bis zu {{count}} Immobilien.",
    premium:
      "Premium-Konto: Platzierung oben in den Ergebnissen, detaillierte Statistiken, mehr Fotos, unbegrenzte Anzeigen und bevorzugter Support.",
    agency: "Makler- oder Agenturkonto: für Immobilienprofis, die viele Immobilien im Auftrag von Kunden verwalten.",
  },
  user: {
    p1: "Um ein Konto zu erstellen, müssen Sie mindestens 18 Jahre alt sein.",
    p2: "Sie müssen wahre, genaue und aktuelle Angaben zu sich und Ihren Immobilien machen.",
    p3: "Jede Person darf nur ein Konto haben. Mehrere Konten für dieselbe Person sind nicht erlaubt.",
    p4: "Sie sind für die sichere Aufbewahrung Ihres Passworts und für alle Handlungen mit Ihrem Konto verantwortlich. Melden Sie uns sofort einen Verdacht auf unbefugte Nutzung.",
  },
  content: {
    p1: "Unser Team prüft jede neue Anzeige; sie wird erst nach der Freigabe öffentlich.",
    p2: "Anzeigen müssen die Immobilie wahrheitsgemäß beschreiben: Preis, Fläche, Lage und Fotos müssen zur echten Immobilie gehören.",
    p3: "Falsche, doppelte oder irreführende Anzeigen sind verboten, ebenso beleidigende oder diskriminierende Inhalte und Urheberrechtsverletzungen.",
    p4: "Prona darf jede Anzeige, die gegen diese Bedingungen verstößt, ohne Vorankündigung ablehnen oder entfernen.",
  },
  privacy: {
    p1: "Wir verarbeiten Ihre personenbezogenen Daten gemäß der Datenschutzerklärung und dem kosovarischen Datenschutzgesetz.",
    p2: "Telefonnummer und E-Mail in einer Kontaktanfrage sehen nur die Eigentümer, denen Sie schreiben.",
    p3: "Lesen Sie die vollständige Datenschutzerklärung, um zu erfahren, was wir erheben, warum und welche Rechte Sie haben.",
    link: "Datenschutzerklärung",
  },
  payment: {
    p1: "Das Premium-Abo gibt es monatlich oder jährlich; es verlängert sich am Ende jedes Zeitraums automatisch.",
    p2: "Sie können jederzeit kündigen, jedoch mindestens 24 Stunden vor der Verlängerung, damit der nächste Zeitraum nicht berechnet wird.",
    p3: "Für angebrochene Zeiträume gibt es keine Erstattung: Nach der Kündigung bleibt Premium bis zum Ende des bezahlten Zeitraums aktiv.",
    p4: "Wir akzeptieren Banküberweisung, Karte und elektronische Zahlung.",
    p5: "Die aktuellen Preise sind {{monthly}} pro Monat und {{yearly}} pro Jahr. Preisänderungen werden vorher angekündigt und gelten ab der nächsten Verlängerung.",
  },
  liabilities: {
    p1: "Für die Richtigkeit einer Anzeige ist der Nutzer verantwortlich, der sie veröffentlicht.",
    p2: "Prona garantiert weder Zustand noch Eigentum oder Rechtmäßigkeit der inserierten Immobilien. Prüfen Sie die Unterlagen vor jeder Zahlung beim Notar und im Kataster.",
    p3: "Wir haften nicht für Schäden aus Vereinbarungen zwischen Nutzern oder aus vorübergehenden Unterbrechungen wegen Wartung.",
  },
  termination: {
    p1: "Sie können Ihr Konto jederzeit auf der Einstellungsseite löschen.",
    p2: "Prona darf Konten sperren oder schließen, die gegen diese Bedingungen verstoßen, betrügerische Anzeigen veröffentlichen oder die Plattform missbrauchen.",
    p3: "Wird ein Konto geschlossen, werden seine Anzeigen von der Plattform entfernt.",
  },
  legal: {
    p1: "Diese Bedingungen unterliegen dem Recht der Republik Kosovo. Streitigkeiten werden vor dem zuständigen Gericht in Prishtina entschieden.",
    p2: "Wir können diese Bedingungen von Zeit zu Zeit ändern. Wichtige Änderungen kündigen wir vor Inkrafttreten auf der Plattform und per E-Mail an.",
    p3: "Ist eine Bestimmung unwirksam, bleiben die übrigen Bestimmungen in Kraft.",
  },
};

export default terms;
