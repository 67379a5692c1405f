import type sq from "../sq/privacy";
import type { Translation } from "../types";

const privacy: Translation<typeof sq> = {
  metaTitle: "Datenschutzerklärung – Prona",
  metaDescription: "Wie Prona Ihre personenbezogenen Daten erhebt, nutzt und schützt, Cookies und Ihre Rechte nach kosovarischem Recht.",
  title: "Datenschutzerklärung",
  subtitle: "Ihre Privatsphäre ist uns wichtig. Hier erklären wir, welche Daten wir erheben, warum und wie Sie sie kontrollieren können.",
  lastUpdated: "Zuletzt aktualisiert: {{date}}",
  toc: {
    overview: "Überblick",
    collection: "Erhobene Daten",
    usage: "Verwendung",
    sharing: "Weitergabe",
    rights: "Ihre Rechte",
    cookies: "Cookies",
    security: "Sicherheit",
    changes: "Änderungen",
    contact: "Kontakt",
  },
  overview: {
    p1: "Diese Erklärung gilt für die Website von Prona und alle unsere Dienste. Prona ist Verantwortlicher für die auf der Plattform verarbeiteten personenbezogenen Daten.",
    p2: "Wir verarbeiten Daten gemäß dem Gesetz über den Schutz personenbezogener Daten der Republik Kosovo.",
  },
  collection: {
    intro: "Wir erheben nur die Daten, die wir für den Dienst brauchen. Öffnen Sie jede Gruppe für Details:",
    personal: {
      title: "Personenbezogene Daten",
      text: "Name, E-Mail, Telefonnummer, Kontoart und Passwort (nur als Hash gespeichert, der sich nicht in Text zurückverwandeln lässt). Wenn Sie uns über das Kontaktformular schreiben oder eine Bewertung verfassen, speichern wir auch Namen, E-Mail und Text, die Sie senden.",
    },
    usage: {
      title: "Nutzungsdaten",
      text: "Besuchte Seiten, Suchen, Favoriten und gelesene Benachrichtigungen, um den Dienst zu verbessern.",
    },
    property: {
      title: "Immobiliendaten",
      text: "Beschreibung, Preis, Lage und Fotos Ihrer Anzeigen sowie die Kontaktanfragen, die Sie erhalten.",
    },
    automatic: {
      title: "Automatisch erfasste Daten",
      text: "IP-Adresse, Browser- und Gerätetyp sowie Besuchszeit, automatisch erfasst für Sicherheit und Statistik.",
    },
    thirdParty: {
      title: "Daten von Dritten",
      text: "Zahlungsbestätigungen der Bank für Premium-Abos. Wir kaufen keine Daten von anderen.",
    },
  },
  usage: {
    u1: "Um Ihr Konto zu erstellen und zu verwalten",
    u2: "Um Ihre Anzeigen zu veröffentlichen und darzustellen",
    u3: "Um Sie mit Eigentümern oder Interessenten zu verbinden",
    u4: "Um Ihnen Benachrichtigungen zu Immobilien und Ihrem Konto zu senden",
    u5: "Um Betrug und Missbrauch zu verhindern",
    u6: "Um die Plattform mit zusammengefassten Statistiken zu verbessern",
  },
  sharing: {
    p1: "Wir verkaufen Ihre personenbezogenen Daten nicht.",
    p2: "Wenn Sie eine Kontaktanfrage senden, sieht der Eigentümer der Anzeige die Nachricht und die Angaben, die Sie teilen. Wird eine von Ihnen geschriebene Bewertung veröffentlicht, erscheint Ihr Name daneben auf der Seite „Bewertungen“.",
    p3: "Daten können an Dienstleister gehen, die uns beim Betrieb helfen (Server-Hosting, E-Mail-Versand), nur zu diesem Zweck, oder an Behörden, wenn das Gesetz es verlangt.",
  },
  rights: {
    intro: "Nach dem Gesetz haben Sie das Recht:",
    r1: "Auskunft über Ihre Daten und Zugang zu ihnen zu erhalten",
    r2: "Die Berichtigung falscher Daten zu verlangen",
    r3: "Die Löschung Ihrer Daten zu verlangen",
    r4: "Der Verarbeitung zu widersprechen oder sie einzuschränken",
    r5: "Ihre Daten in lesbarer Form zu erhalten (Datenübertragbarkeit)",
    response: "Wir beantworten jede Anfrage innerhalb von 30 Tagen.",
  },
  cookies: {
    p1: "Wir verwenden nur notwendige Cookies: um Sie angemeldet zu halten und die gewählte Sprache zu speichern. Das helle oder dunkle Design wird nur in Ihrem Browser gespeichert.",
    p2: "Wir verwenden keine Werbe-Cookies. Sie können Cookies in den Browsereinstellungen löschen, müssen sich danach aber neu anmelden.",
  },
  security: {
    p1: "Die Verbindung zu Prona ist verschlüsselt, Passwörter werden nur als Hash gespeichert und der Zugriff auf Daten ist auf das nötige Personal beschränkt.",
    p2: "Kein System ist völlig sicher; bemerken wir eine Verletzung, die Sie betrifft, informieren wir Sie unverzüglich.",
  },
  changes: {
    p1: "Wir können diese Erklärung aktualisieren. Das Datum der letzten Aktualisierung steht oben auf der Seite; wichtige Änderungen kündigen wir auf der Plattform an.",
  },
  contact: {
    intro: "Für Fragen oder Anfragen zu Ihren Daten schreiben Sie uns:",
    mailbox: "E-Mail",
    address: "Postanschrift",
    form: "Kontaktformular",
    authority:
      "Wenn Sie meinen, dass Ihre Rechte verletzt wurden, können Sie sich bei der Agentur für Information und Privatsphäre (AIP) beschweren, der Aufsichtsbehörde im Kosovo.",
  },
  cta: {
    title: "Noch Fragen?",
    text: "Unser Team hilft Ihnen gern.",
    button: "Kontakt aufnehmen",
    terms: "Lesen Sie auch die Nutzungsbedingungen",
  },
};

export default privacy;
