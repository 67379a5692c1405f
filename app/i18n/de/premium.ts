import type sq from "../sq/premium";
import type { Translation } from "../types";

const premium: Translation<typeof sq> = {
  metaDescription: "Werden Sie Premium bei Prona: Ihre Anzeigen ganz oben, erweiterte Statistiken, mehr Fotos und bevorzugter Support.",
  hero: {
    eyebrow: "Prona Premium",
    title: "Schneller verkaufen und vermieten mit Premium",
    subtitle:
      "Premium-Immobilien werden etwa doppelt so schnell verkauft oder vermietet. Stehen Sie ganz oben, sehen Sie, wer sich interessiert, und erhalten Sie Hilfe, wenn Sie sie brauchen.",
    cta: "Premium werden",
    extend: "Premium verlängern",
  },
  status: {
    activeTitle: "Sie sind Premium-Mitglied",
    activeUntil: "Ihr Premium ist aktiv bis {{date}}.",
    activeForever: "Ihr Premium ist unbefristet aktiv.",
    extendHint: "Zum Verlängern leisten Sie vor dem Ablauf eine neue Zahlung mit derselben Referenz.",
    expiredTitle: "Ihr Premium ist abgelaufen",
    expiredOn: "Ihr Premium ist am {{date}} abgelaufen. Leisten Sie eine neue Zahlung, um es wieder zu aktivieren.",
  },
  plans: {
    title: "Wählen Sie Ihren Tarif",
    choose: "Zahlungsplan",
    monthly: "Monatlich",
    annual: "Jährlich",
    discount: "20% Rabatt",
    perMonth: "/Monat",
    perYear: "/Jahr",
    monthlyNote: "Monatlich zahlen, ohne langfristige Bindung.",
    annualNote: "Eine Zahlung für 12 Monate.",
    saving_one: "{{count}} Monat gratis im Wert von {{amount}}",
    saving_other: "{{count}} Monate gratis im Wert von {{amount}}",
    savingHint: "gegenüber monatlicher Zahlung",
  },
  benefits: {
    title: "Was Sie mit Premium erhalten",
    featured_listings: {
      title: "Ganz oben – 'Top Shpallje'",
      body: "Ihre Immobilien erscheinen in Suchergebnissen und auf der Startseite vor den anderen, mit dem Abzeichen 'Premium'.",
    },
    advanced_statistics: {
      title: "Erweiterte Statistiken",
      body: "Sehen Sie, wie oft jede Immobilie angesehen wird, die Aufrufe dieser Woche und dieses Monats, wie oft sie gemerkt wurde und die Interessenquote.",
    },
    priority_support: {
      title: "Bevorzugter Support",
      body: "Ihre Fragen werden innerhalb von 24 Stunden beantwortet, von einem Team, das den Markt im Kosovo kennt.",
    },
    unlimited_properties: {
      title: "Unbegrenzte Anzeigen",
      body_one: "Veröffentlichen Sie so viele Immobilien, wie Sie möchten, ohne die Grenze von {{count}} des kostenlosen Kontos.",
      body_other: "Veröffentlichen Sie so viele Immobilien, wie Sie möchten, ohne die Grenze von {{count}} des kostenlosen Kontos.",
    },
    more_images: {
      title_one: "Bis zu {{count}} Foto pro Immobilie",
      title_other: "Bis zu {{count}} Fotos pro Immobilie",
      body: "Zeigen Sie jedes Zimmer, den Hof und die Aussicht: Mehr Fotos bringen mehr Anrufe.",
    },
  },
  payment: {
    title: "Zahlungsanweisungen",
    intro: "Premium wird per Banküberweisung bezahlt. Verwenden Sie die folgenden Angaben bei Ihrer Bank oder im Online-Banking.",
    plan: "Tarif",
    amount: "Betrag",
    bank: "Bank",
    holder: "Empfänger",
    iban: "IBAN",
    reference: "Zahlungsreferenz",
    copy: "Kopieren",
    copyIban: "IBAN kopieren",
    copyReference: "Referenz kopieren",
    referenceHint: "Schreiben Sie die Referenz genau so in den Verwendungszweck, damit wir die Zahlung Ihrem Konto zuordnen können.",
    noReference: "ID nicht verfügbar. Schreiben Sie uns vor der Zahlung, dann nennen wir Ihnen Ihre Referenz.",
    activation: "Ihr Konto wird innerhalb von 1-2 Werktagen nach der Zahlung auf Premium umgestellt.",
    support: "Fragen zur Zahlung? Schreiben Sie uns an {{email}}.",
    contactForm: "das Kontaktformular",
    notSet:
      "Unsere Bankverbindung wird in Kürze veröffentlicht. Bis dahin schreiben Sie uns, und wir senden Ihnen die Zahlungsanweisungen.",
  },
  reasons: {
    title: "Warum Premium?",
    faster: {
      title: "Doppelt so schnell",
      body: "Premium-Immobilien werden etwa doppelt so schnell verkauft oder vermietet wie gewöhnliche Anzeigen.",
    },
    refresh: {
      title: "Immer aktuell",
      body: "Ihre Anzeigen werden jede Woche automatisch aufgefrischt, damit sie zwischen neuen nicht untergehen.",
    },
    insight: {
      title: "Entscheidungen mit Daten",
      body: "Wenn Sie wissen, wie viele Menschen eine Immobilie ansehen und merken, wissen Sie, wann Sie den Preis senken oder die Fotos ändern sollten.",
    },
    trust: {
      title: "Mehr Vertrauen",
      body: "Das Abzeichen 'Premium' zeigt Käufern und Mietern, dass sie es mit einem seriösen Eigentümer zu tun haben.",
    },
  },
  testimonials: {
    title: "Was unsere Mitglieder sagen",
  },

  faq: {
    title: "Häufige Fragen",
    pay: {
      q: "Wie bezahle ich Premium?",
      a: "Per Banküberweisung an die obige IBAN, von jeder Bank im Kosovo oder per Online-Banking. Schreiben Sie Ihre Referenz PREMIUM-… in den Verwendungszweck, damit wir die Zahlung erkennen.",
    },
    activation: {
      q: "Wie schnell wird Premium aktiviert?",
      a: "Innerhalb von 1-2 Werktagen, nachdem die Zahlung auf unserem Konto eingegangen ist. Sie sehen den Premium-Status dann in Ihrem Profil und auf dieser Seite.",
    },
    abroad: {
      q: "Kann ich aus dem Ausland bezahlen?",
      a: "Ja. Aus der Diaspora können Sie per SEPA- oder Auslandsüberweisung an dieselbe IBAN zahlen; die Gebühren Ihrer Bank tragen Sie.",
    },
    cancel: {
      q: "Verlängert es sich automatisch? Wie kündige ich?",
      a: "Nein. Premium verlängert sich nicht von selbst: Ohne neue Zahlung wird das Konto nach Ablauf des Zeitraums wieder kostenlos. Teilweise genutzte Zeiträume werden nicht erstattet.",
    },
    expiry: {
      q: "Was passiert mit meinen Immobilien, wenn Premium endet?",
      a: "Ihre Immobilien bleiben auf Prona. Die Statistiken werden wieder verborgen, und als kostenloser Nutzer können Sie neue Immobilien nur innerhalb der Grenze von {{count}} hinzufügen.",
    },
    switch: {
      q: "Kann ich vom Monats- zum Jahrestarif wechseln?",
      a: "Ja. Zahlen Sie den Jahresbetrag mit derselben Referenz; der neue Zeitraum beginnt, wenn der aktuelle endet.",
    },
  },
  closing: {
    title: "Bereit, dass Ihre Immobilie auffällt?",
    body: "Schließen Sie sich den Eigentümern und Agenturen an, die auf Prona schneller verkaufen und vermieten.",
    cta: "Premium werden",
    contact: "Schreiben Sie uns",
  },
  unavailable: {
    title: "Premium wird derzeit nicht angeboten",
    body_one: "Prona bietet derzeit keine Premium-Tarife an. Jedes Konto kann {{count}} Immobilie mit bis zu {{photos}} Fotos inserieren.",
    body_other:
      "Prona bietet derzeit keine Premium-Tarife an. Jedes Konto kann bis zu {{count}} Immobilien mit je bis zu {{photos}} Fotos inserieren.",
  },
};

export default premium;
