import type sq from "../sq/partners";
import type { Translation } from "../types";

const partners: Translation<typeof sq> = {
  metaTitle: "Partnerschaften – Prona",
  metaDescription:
    "Die Partner von Prona: Banken, Versicherungen, Bau, Design und Notare. Werden Sie Partner und erreichen Sie Menschen, die im Kosovo eine Immobilie suchen.",
  title: "Partnerschaften",
  subtitle:
    "Wir arbeiten mit Banken, Versicherern, Bauunternehmen, Designern und Notaren zusammen, damit Kaufen, Verkaufen und Vermieten einfacher wird.",
  heroCta: "Partner werden",
  partnersTitle: "Strategische Partner",
  visit: "Webseite besuchen",
  visitLabel: "Webseite von {{name}} besuchen (öffnet in neuem Fenster)",
  types: { bank: "Bank", insurance: "Versicherung", construction: "Bau", design: "Design", notary: "Notariat" },
  none: "Hier sind noch keine Partner aufgeführt.",
  noneCta: "Werden Sie unser erster Partner: schreiben Sie uns.",
  demo: "Demo",
  servicesTitle: "Leistungskategorien",
  services: {
    finance: { title: "Banken und Finanzen", text: "Hypotheken, Ratenberechnung und Finanzierung für Käufer." },
    construction: { title: "Bau und Renovierung", text: "Zuverlässige Bauunternehmen und Handwerker für große und kleine Arbeiten." },
    insurance: { title: "Versicherungen", text: "Schutz für Haus, Wohnung und Gewerbeimmobilie." },
    legal: { title: "Rechtsdienstleistungen", text: "Notare und Anwälte für Verträge, Erbschaften und das Kataster." },
    marketing: { title: "Marketing und Medien", text: "Professionelle Fotos, Videos und Kampagnen für Immobilien." },
    design: { title: "Design und Dekoration", text: "Innenarchitektur, Einrichtung und Vorbereitung einer Immobilie für den Verkauf." },
  },
  kindsTitle: "Arten der Partnerschaft",
  kinds: {
    strategic: {
      title: "Strategischer Partner",
      text: "Langfristige Zusammenarbeit mit Präsenz auf der Seite, in Benachrichtigungen und bei unseren Veranstaltungen.",
    },
    services: { title: "Dienstleistungspartner", text: "Bieten Sie Ihre Leistungen direkt Käufern, Verkäufern und Vermietern an." },
    advertising: { title: "Werbepartner", text: "Kampagnen gezielt nach Stadt und Immobilienart." },
    apply: "Kontakt aufnehmen",
  },
  benefitsTitle: "Warum Partner werden",
  benefits: {
    reach: { title: "Größere Reichweite", text: "Erreichen Sie täglich Tausende Menschen, die im ganzen Kosovo eine Immobilie suchen." },
    trust: { title: "Vertrauen in die Marke", text: "Erscheinen Sie als verifizierter Partner der Plattform." },
    clients: { title: "Engagierte Kunden", text: "Treffen Sie Menschen, die bereit sind zu kaufen, zu verkaufen oder zu mieten." },
    marketing: { title: "Marketing", text: "Werbung auf der Seite, in Benachrichtigungen und in unseren sozialen Netzwerken." },
  },
  stepsTitle: "So werden Sie Partner",
  steps: {
    s1: { title: "Kontakt aufnehmen", text: "Füllen Sie das Kontaktformular aus und erzählen Sie uns von Ihrem Unternehmen." },
    s2: { title: "Bedingungen besprechen", text: "Gemeinsam finden wir die passende Art der Partnerschaft." },
    s3: { title: "Aktivierung", text: "Ihr Profil und Ihre Werbung werden auf der Plattform freigeschaltet." },
  },
  cta: {
    title: "Bereit für eine Zusammenarbeit?",
    text: "Schreiben Sie unserem Team, wir melden uns innerhalb von 24 Stunden.",
    button: "Kontakt aufnehmen",
  },
  faqTitle: "Häufige Fragen",
  faq: {
    q1: "Welche Arten von Partnerschaft bieten Sie an?",
    a1: "Wir bieten strategische Partnerschaften, Dienstleistungs- und Werbepartnerschaften an. Jede hat einen anderen Umfang an Präsenz und Werbung.",
    q2: "Was kostet eine Partnerschaft?",
    a2: "Die Kosten hängen von der Art und dem Umfang der Partnerschaft ab (Städte, Kanäle und Dauer). Nach dem ersten Gespräch senden wir Ihnen ein Angebot.",
    q3: "Wie werden Partner beworben?",
    a3: "Auf der Partnerseite, auf Immobilienseiten, auf denen Ihre Leistung nützlich ist, in Benachrichtigungen und in unseren sozialen Netzwerken.",
    q4: "Wie lange läuft ein Vertrag?",
    a4: "Verträge laufen in der Regel ein Jahr und können verlängert werden. Für besondere Kampagnen gibt es auch kürzere Vereinbarungen.",
  },
};

export default partners;
