import type sq from "../sq/reviews";
import type { Translation } from "../types";

const reviews: Translation<typeof sq> = {
  metaTitle: "Bewertungen – Prona",
  metaDescription:
    "Lesen Sie, was Käufer, Mieter und Eigentümer über Immobilien, Services und die Plattform Prona sagen, und teilen Sie Ihre Erfahrung.",
  title: "Bewertungen",
  subtitle: "Echte Erfahrungen von Käufern, Mietern und Eigentümern, die Prona im ganzen Kosovo genutzt haben.",
  summary: {
    title: "Gesamtbewertung",
    outOf: "{{average}} von 5 Sternen",
    basedOn_one: "basierend auf {{count}} Bewertung",
    basedOn_other: "basierend auf {{count}} Bewertungen",
    bar_one: "{{count}} Stern: {{percent}} %",
    bar_other: "{{count}} Sterne: {{percent}} %",
  },
  stars: { s1: "1 Stern", s2: "2 Sterne", s3: "3 Sterne", s4: "4 Sterne", s5: "5 Sterne" },
  filters: {
    title: "Bewertungen suchen und filtern",
    search: "Suchen",
    searchPlaceholder: "Nach Titel, Kommentar, Name oder Immobilie suchen...",
    rating: "Bewertung",
    ratingAll: "Alle Bewertungen",
    category: "Kategorie",
    categoryAll: "Alle Kategorien",
    sort: "Sortieren nach",
    newest: "Neueste",
    highest: "Beste",
    lowest: "Schlechteste",
    showing_one: "{{shown}} von {{count}} Bewertung",
    showing_other: "{{shown}} von {{count}} Bewertungen",
    apply: "Filter anwenden",
  },
  categories: { property: "Immobilie", service: "Service", platform: "Plattform" },
  types: { apartment: "Wohnung", house: "Haus", land: "Grundstück", commercial: "Gewerbe" },
  card: {
    verified: "Verifizierter Kauf",
    rating: "{{rating}} von 5 Sternen",
    helpful: "Als hilfreich markieren ({{count}})",
    marked: "Hilfreich ({{count}})",
    viewProperty: "Immobilie ansehen",
  },
  states: {
    empty: "Keine Bewertung gefunden",
    emptyHint: "Ändern Sie die Suche oder die Filter, oder schreiben Sie als Erste:r eine Bewertung.",
  },
  write: {
    open: "Bewertung schreiben",
    title: "Ihre Bewertung schreiben",
    intro: "Ihre Bewertung wird mit Ihrem Namen veröffentlicht, nachdem unser Team sie geprüft hat.",
    titleLabel: "Titel",
    titlePlaceholder: "z. B. Fairer Vermieter, Wohnung wie auf den Fotos",
    ratingLegend: "Ihre Bewertung",
    categoryLabel: "Kategorie",
    categoryChoose: "Kategorie wählen",
    comment: "Kommentar",
    commentPlaceholder: "Beschreiben Sie Ihre Erfahrung: Was lief gut, was könnte besser sein?",
    submit: "Bewertung senden",
    submitting: "Wird gesendet...",
    success: "Vielen Dank! Ihre Bewertung wurde gesendet und wird nach der Prüfung durch unser Team veröffentlicht.",
    signIn: "Um eine Bewertung zu schreiben, müssen Sie angemeldet sein.",
    signInLink: "Anmelden",
    registerLink: "Registrieren",
  },
  guidelines: {
    title: "Richtlinien für Bewertungen",
    includeTitle: "Was hineingehört",
    include: {
      i1: "Ihre persönliche Erfahrung mit der Immobilie, dem Eigentümer oder der Agentur",
      i2: "Konkrete Details: Zustand der Immobilie, Kommunikation, Fristen",
      i3: "Was gut war und was besser sein könnte",
      i4: "Informationen, die anderen Käufern und Mietern helfen",
    },
    avoidTitle: "Was zu vermeiden ist",
    avoid: {
      a1: "Beleidigende, diskriminierende oder drohende Sprache",
      a2: "Persönliche Daten wie Telefonnummern, Adressen oder E-Mails",
      a3: "Werbung, Links oder themenfremde Inhalte",
      a4: "Bewertungen von Immobilien oder Services, die Sie nicht genutzt haben",
    },
  },
  moderation: {
    title: "Moderation der Bewertungen",
    text: "Unser Team prüft jede Bewertung vor der Veröffentlichung. Bewertungen, die gegen die Richtlinien verstoßen, können abgelehnt werden.",
  },
  featured: {
    title: "Was unsere Kunden sagen",
    t1: {
      quote:
        "Wir haben unsere erste Wohnung in Prishtina innerhalb von zwei Wochen gefunden. Filter und Benachrichtigungen haben uns viel Zeit gespart.",
      name: "Lirie und Arben Dema",
      role: "Käufer, Prishtina",
    },
    t2: {
      quote: "Als Vermieterin bekomme ich ernsthafte Anfragen und verwalte alle im Dashboard. Premium ist jeden Cent wert.",
      name: "Besa Kelmendi",
      role: "Vermieterin, Prizren",
    },
    t3: {
      quote: "Unsere Agentur veröffentlicht alle Immobilien auf Prona. Kunden kommen gut informiert, Abschlüsse gehen schneller.",
      name: "Ilir Bytyçi",
      role: "Immobilienmakler, Peja",
    },
  },
  cta: {
    title: "Haben Sie über Prona gekauft, verkauft oder gemietet?",
    text: "Teilen Sie Ihre Erfahrung und helfen Sie anderen, die richtige Entscheidung zu treffen.",
    button: "Bewertung schreiben",
  },
  date: "{{day}}. {{month}} {{year}}",
  months: {
    m1: "Januar",
    m2: "Februar",
    m3: "März",
    m4: "April",
    m5: "Mai",
    m6: "Juni",
    m7: "Juli",
    m8: "August",
    m9: "September",
    m10: "Oktober",
    m11: "November",
    m12: "Dezember",
  },
  samples: {
    r1: {
      title: "Wunderbare Wohnung, sehr fairer Eigentümer",
      comment:
        "Die Wohnung war genau wie auf den Fotos, sauber und gut möbliert. Der Eigentümer antwortete am selben Tag, der Vertrag wurde problemlos unterschrieben. Klare Empfehlung.",
    },
    r2: {
      title: "Professioneller Makler, klarer Ablauf",
      comment:
        "Der Makler begleitete uns zu drei Besichtigungen und erklärte jeden Schritt beim Notar. Ein Stern weniger nur, weil die Katasterunterlagen einige Tage zu spät kamen.",
    },
    r3: {
      title: "Die einfachste Plattform für die Immobiliensuche im Kosovo",
      comment:
        "Die Suche nach Stadt und Preis funktioniert sehr gut, auch auf dem Handy. Gut, dass Inserate vor der Veröffentlichung geprüft werden, so gibt es keinen Betrug.",
    },
    r4: {
      title: "Unser Traumhaus in Prizren",
      comment:
        "Wir suchten ein Haus mit Garten nahe dem Zentrum und haben es hier gefunden. Der Eigentümer war bei jedem Detail ehrlich, der Preis war für die Gegend fair.",
    },
    r5: {
      title: "Guter Service, aber späte Antwort",
      comment:
        "Das Geschäftslokal liegt sehr gut, aber es dauerte fast eine Woche bis zur Antwort auf die Besichtigungsanfrage. Nach dem Treffen lief alles gut.",
    },
    r6: {
      title: "Die Benachrichtigungen sind sehr nützlich",
      comment:
        "Ich speichere meine Favoriten und werde benachrichtigt, wenn sich ihr Status ändert. Ich wünsche mir mehr Filter für Heizung und Parkplatz.",
    },
    r7: {
      title: "Ruhige Wohnung mit Bergblick",
      comment:
        "Das Viertel ist ruhig und nahe am Karagaç-Park. Die Eigentümerin half uns sogar bei der Registrierung des Mietvertrags. Wir sind sehr zufrieden.",
    },
    r8: {
      title: "Die Fotos entsprachen nicht ganz dem Zustand",
      comment:
        "Die Wohnung brauchte mehr Renovierung, als die Fotos vermuten ließen. Der Eigentümer senkte den Preis, aber aktuellere Fotos wären besser gewesen.",
    },
  },
  admin: {
    metaTitle: "Moderation der Bewertungen",
    title: "Bewertungen der Nutzer",
    intro:
      "Neue Bewertungen warten hier, bis Sie sie veröffentlichen oder ablehnen. Veröffentlichte erscheinen sofort auf der Seite „Bewertungen“.",
    filterLabel: "Bewertungen anzeigen",
    status: {
      pending: "Ausstehend",
      published: "Veröffentlicht",
      rejected: "Abgelehnt",
      all: "Alle",
    },
    tab: "{{label}} ({{count}})",
    empty: "Es gibt keine Bewertungen mit diesem Status.",
    by: "Von {{name}}",
    unknownUser: "Gelöschter Nutzer",
    written: "Geschrieben am {{date}}",
    moderated: "Moderiert am {{date}}",
    rating: "{{rating}} von 5 Sternen",
    categories: {
      property: "Immobilie",
      service: "Service",
      platform: "Plattform",
    },
    helpful_one: "{{count}} fand das hilfreich",
    helpful_other: "{{count}} fanden das hilfreich",
    publish: "Veröffentlichen",
    reject: "Ablehnen",
    publishLabel: "Bewertung „{{title}}“ veröffentlichen",
    rejectLabel: "Bewertung „{{title}}“ ablehnen",
    done: {
      published: "Die Bewertung wurde veröffentlicht und erscheint auf der Seite „Bewertungen“.",
      rejected: "Die Bewertung wurde abgelehnt und erscheint nicht auf der Seite.",
    },
    failed: "Die Aktion ist fehlgeschlagen",
    viewPage: "Seite „Bewertungen“ ansehen",
  },
};

export default reviews;
