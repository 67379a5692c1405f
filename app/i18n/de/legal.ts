import type sq from "../sq/legal";
import type { Translation } from "../types";

const legal: Translation<typeof sq> = {
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
};

export default legal;
