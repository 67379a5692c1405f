import type sq from "../sq/messages";
import type { Translation } from "../types";

const messages: Translation<typeof sq> = {
  title: "Nachrichten",
  metaDescription: "Die Kontaktanfragen, die Sie für Ihre Immobilien erhalten und selbst gesendet haben.",
  subtitle: "Kontaktanfragen zu Ihren Immobilien und die Anfragen, die Sie gesendet haben.",
  tabsLabel: "Postfach",
  tabs: {
    received: "Erhalten",
    sent: "Gesendet",
  },
  pendingBadge: "{{count}} offen",
  pendingCount_one: "{{count}} erhaltene Anfrage offen",
  pendingCount_other: "{{count}} erhaltene Anfragen offen",
  listLabel: {
    received: "Erhaltene Anfragen",
    sent: "Gesendete Anfragen",
  },
  from: "Von",
  to: "Eigentümer",
  type: "Art der Anfrage",
  types: {
    viewing: "Besichtigung",
    question: "Frage",
    offer: "Angebot",
    other: "Sonstiges",
  },
  phone: "Telefon",
  email: "E-Mail",
  notGiven: "Nicht angegeben",
  date: "Datum",
  statusLabel: "Status",
  status: {
    pending: "offen",
    handled: "erledigt",
  },
  noLongerPublic: "Die Immobilie ist nicht mehr öffentlich",
  markHandled: "Als erledigt markieren",
  markHandledLabel: "Als erledigt markieren: Anfrage von {{name}} zu {{title}}",
  markPending: "Wieder auf offen setzen",
  markPendingLabel: "Wieder auf offen setzen: Anfrage von {{name}} zu {{title}}",
  empty: {
    received: "Sie haben noch keine Kontaktanfragen erhalten.",
    sent: "Sie haben noch keine Kontaktanfragen gesendet.",
  },
  emptyHint: {
    received: "Wenn Sie jemand zu einer Ihrer Immobilien kontaktiert, erscheint die Anfrage hier.",
    sent: "Finden Sie eine Immobilie, die Ihnen gefällt, und kontaktieren Sie den Eigentümer.",
  },
  browse: "Anzeigen durchsuchen",
  loadMore: "Mehr laden",
  handledNotification: {
    title: "Ihre Anfrage wurde bearbeitet",
    message: '{{owner}} hat Ihre Anfrage zu „{{title}}" als bearbeitet markiert.',
  },
};

export default messages;
