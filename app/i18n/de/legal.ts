import type sq from "../sq/legal";
import type { Translation } from "../types";

// The legal pages, one namespace: the legal advice, the terms of use and the privacy policy.
const legal: Translation<typeof sq> = {
  // The legal advice page (/keshilla-ligjore, document 2 §2.13). Figures: document 2 §9.
  advice: {
    metaTitle: "Rechtliche Hinweise zu Immobilien im Kosovo – Prona",
    metaDescription:
      "Wie man im Kosovo eine Immobilie kauft, verkauft und vermietet: Schritte beim Notar und Kataster, Steuern, Gebühren und nötige Dokumente.",
    title: "Rechtliche Hinweise",
    subtitle:
      "Ein praktischer Leitfaden für Kauf, Verkauf und Vermietung von Immobilien im Kosovo: vom Vertrag beim Notar bis zur Eintragung im Kataster.",
    disclaimerTitle: "Hinweis",
    disclaimer:
      "Dieser Leitfaden dient nur der Information und ersetzt keine Beratung durch einen Anwalt oder Notar. Gesetze und Gebühren können sich ändern; prüfen Sie die Angaben vor der Unterschrift bei den zuständigen Stellen.",
    lastUpdated: "Zuletzt aktualisiert: {{date}}",
    toc: {
      buying: "Ablauf des Kaufs",
      selling: "Verkauf einer Immobilie",
      renting: "Vermietung",
      taxes: "Steuern und Gebühren",
      documents: "Dokumente",
      legalHelp: "Rechtliche Hilfe",
    },
    buying: {
      intro:
        "Im Kosovo wird eine Immobilie mit einem notariell beglaubigten Vertrag gekauft; der Kauf endet mit der Eintragung des neuen Eigentümers im Kataster. Die wichtigsten Schritte:",
      s1: {
        title: "Budget festlegen",
        text: "Rechnen Sie Preis, Steuern und Gebühren zusammen. Bei einem Kredit verlangen Banken meist eine Anzahlung von 10–15 % des Werts.",
      },
      s2: {
        title: "Immobilie finden",
        text: "Vergleichen Sie Anzeigen, besichtigen Sie zu verschiedenen Tageszeiten und fragen Sie nach Nebenkosten, Heizung und Parkplatz.",
      },
      s3: {
        title: "Eigentum prüfen",
        text: "Verlangen Sie beim kommunalen Katasteramt das Eigentumszertifikat und prüfen Sie, dass der Verkäufer Eigentümer ist und keine Hypothek oder Belastung besteht.",
      },
      s4: {
        title: "Genehmigungen prüfen",
        text: "Bei Neubauten verlangen Sie die Baugenehmigung und, falls vorhanden, die Nutzungsgenehmigung. Fragen Sie, ob die Wohneinheiten im Kataster getrennt eingetragen sind.",
      },
      s5: {
        title: "Vorvertrag unterschreiben",
        text: "Ein schriftlicher Vorvertrag legt Preis, Fristen und Anzahlung fest. Lesen Sie ihn genau oder lassen Sie sich von einem Anwalt helfen.",
      },
      s6: {
        title: "Vertrag beim Notar",
        text: "Der Kaufvertrag wird vor dem Notar unterschrieben, der Identität und Dokumente prüft und den Vertrag beglaubigt.",
      },
      s7: {
        title: "Zahlung und Steuern",
        text: "Zahlen Sie über eine Bank, damit ein Nachweis bleibt. Vor der Eintragung werden Transaktionssteuer und Gebühren bezahlt.",
      },
      s8: {
        title: "Eintragung im Kataster",
        text: "Der beglaubigte Vertrag wird beim kommunalen Katasteramt eingereicht. Die Eintragung dauert meist 15–30 Arbeitstage.",
      },
    },
    selling: {
      intro: "Gut vorbereitete Unterlagen verkürzen den Verkauf und geben dem Käufer Vertrauen.",
      i1: "Besorgen Sie Eigentumszertifikat und Planauszug beim Katasteramt.",
      i2: "Bezahlen Sie Grundsteuer und Nebenkosten (Strom, Wasser, Müll) bis zum Verkaufstag.",
      i3: "Bei geerbten Immobilien schließen Sie zuerst das Erbverfahren beim Notar oder Gericht ab.",
      i4: "Miteigentümer oder Ehepartner müssen schriftlich zustimmen.",
      i5: "Setzen Sie einen realistischen Preis im Vergleich mit ähnlichen Immobilien im Viertel.",
    },
    renting: {
      intro: "Ein Mietverhältnis wird durch einen schriftlichen Vertrag zwischen Vermieter und Mieter geregelt.",
      i1: "Der Vertrag regelt Miete, Laufzeit, Kaution und wer welche Kosten trägt.",
      i2: "Die Kaution beträgt meist 1–2 Monatsmieten und wird am Ende zurückgezahlt, wenn nichts beschädigt ist.",
      i3: "Halten Sie Zustand und Inventar bei der Übergabe mit Fotos fest.",
      i4: "Mieteinnahmen werden mit 9 % besteuert; ist der Mieter ein Unternehmen, wird die Steuer an der Quelle einbehalten.",
      i5: "Die Kündigung erfolgt schriftlich innerhalb der im Vertrag vereinbarten Frist.",
    },
    taxes: {
      intro: "Die Zahlen sind Richtwerte. Die genauen Beträge legen Gemeinde, Notar und die Steuerverwaltung des Kosovo fest.",
      item: "Kosten",
      amount: "Übliche Höhe",
      paidBy: "Bezahlt von",
      rows: {
        downPayment: { item: "Anzahlung für einen Hypothekarkredit", amount: "10–15 % des Preises", paidBy: "Käufer" },
        transactionTax: { item: "Transaktionssteuer", amount: "0,5–1 % des Werts", paidBy: "Käufer" },
        notaryFee: { item: "Notargebühr", amount: "0,3–0,8 % des Werts", paidBy: "Nach Vereinbarung, meist der Käufer" },
        cadastre: { item: "Eintragung im Kataster", amount: "30–50 €", paidBy: "Käufer" },
        propertyTax: { item: "Grundsteuer", amount: "0,15–1 % pro Jahr", paidBy: "Eigentümer" },
        rentalTax: { item: "Steuer auf Mieteinnahmen", amount: "9 %", paidBy: "Vermieter" },
        deposit: { item: "Mietkaution", amount: "1–2 Monatsmieten", paidBy: "Mieter" },
        registrationTime: { item: "Dauer der Eintragung", amount: "15–30 Arbeitstage", paidBy: "–" },
      },
    },
    documents: {
      intro: "Beim Notar und im Kataster üblicherweise verlangte Dokumente:",
      d1: "Gültiger Personalausweis oder Reisepass der Parteien",
      d2: "Eigentumszertifikat und Planauszug",
      d3: "Kaufvertrag oder Erbschaftsbeschluss",
      d4: "Baugenehmigung und Nutzungsgenehmigung bei Neubauten",
      d5: "Nachweis über die bezahlte Grundsteuer",
      d6: "Notarielle Vollmacht, wenn eine Partei vertreten wird",
      d7: "Zustimmung des Ehepartners oder der Miteigentümer, falls nötig",
    },
    legalHelp: {
      intro:
        "Bei Verträgen, Erbschaften, Immobilien mit unvollständigen Papieren oder Streit mit Mietern wenden Sie sich an einen Anwalt oder Notar.",
      partners: "Unsere Rechtspartner ansehen",
      contact: "Schreiben Sie uns",
    },
    faqTitle: "Häufige Fragen",
    faq: {
      q1: "Können ausländische Staatsbürger im Kosovo Immobilien kaufen?",
      a1: "Ja. Der Vertrag wird wie für kosovarische Bürger beim Notar geschlossen, mit gültigem Reisepass; in einigen besonderen Schutzzonen können Einschränkungen gelten.",
      q2: "Kann ich ohne Notar kaufen?",
      a2: "Nein. Ein Kaufvertrag über Immobilien muss notariell beglaubigt sein, sonst kann er nicht im Kataster eingetragen werden.",
      q3: "Wie lange dauert die Eintragung auf meinen Namen?",
      a3: "Nach Einreichung des beglaubigten Vertrags dauert die Eintragung im Kataster meist 15–30 Arbeitstage.",
      q4: "Wer zahlt nach dem Verkauf die Grundsteuer?",
      a4: "Der Verkäufer zahlt die Steuer des Jahres bis zum Verkauf; nach der Eintragung wird sie dem neuen Eigentümer berechnet.",
    },
    resourcesTitle: "Externe Quellen",
    resources: {
      cadastre: "Katasteragentur des Kosovo (AKK)",
      notaries: "Notarkammer des Kosovo",
      tax: "Steuerverwaltung des Kosovo (ATK)",
      bar: "Rechtsanwaltskammer des Kosovo",
      opens: "(öffnet in neuem Fenster)",
    },
  },
  // The terms of use (/kushtet-e-perdorimit, document 2 §2.14); constants from document 2 §9.
  terms: {
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
  },
  // The privacy policy (/privatesia, document 2 §2.15).
  privacy: {
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
  },
};

export default legal;
