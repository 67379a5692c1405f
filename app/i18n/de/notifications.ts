import type sq from "../sq/notifications";
import type { Translation } from "../types";

const notifications: Translation<typeof sq> = {
  bell: {
    title: "Benachrichtigungen",
    open: "Benachrichtigungen",
    openUnread: "Benachrichtigungen ({{count}} ungelesen)",
    unavailable: "Benachrichtigungen sind nicht verfügbar",
    markAll: "Alle als gelesen markieren",
    empty: "Sie haben keine Benachrichtigungen",
    loading: "Benachrichtigungen werden geladen...",
    seeAll: "Alle Benachrichtigungen anzeigen",
    unread: "Ungelesen",
  },
  page: {
    title: "Benachrichtigungen",
    metaDescription: "Ihre Prona-Benachrichtigungen: Freigaben, Ablehnungen und Kontaktanfragen.",
    subtitle: "Freigaben von Anzeigen, Statusänderungen und neue Kontaktanfragen.",
    filterLabel: "Benachrichtigungen filtern",
    filters: {
      all: "Alle",
      unread: "Ungelesen",
      read: "Gelesen",
    },
    unreadCount: "{{count}} ungelesen",
    markAll: "Alle als gelesen markieren",
    markRead: "Als gelesen markieren",
    delete: "Löschen",
    deleteLabel: "Benachrichtigung löschen: {{title}}",
    markReadLabel: "Als gelesen markieren: {{title}}",
    loadMore: "Mehr laden",
    empty: {
      all: "Sie haben keine Benachrichtigungen",
      unread: "Sie haben keine ungelesenen Benachrichtigungen",
      read: "Sie haben keine gelesenen Benachrichtigungen",
    },
    viewProperty: "Immobilie ansehen",
    loadError: "Beim Laden der Benachrichtigungen ist ein Fehler aufgetreten",
  },
  types: {
    approval: "Freigabe",
    rejection: "Ablehnung",
    message: "Nachricht",
    property_view: "Aufruf",
    status_change: "Statusänderung",
    reminder: "Erinnerung",
    saved_search: "Suchauftrag",
    other: "Sonstiges",
  },
  mail: {
    greeting: "Hallo {{name}},",
    open: "Ihre Benachrichtigungen ansehen",
    why: "Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen aktiviert sind. Sie können sie in den Einstellungen ändern:",
    settings: "Benachrichtigungseinstellungen",
  },
  /** Notifications for administrators: something waits for them in the admin area. */
  adminAlert: {
    contactTitle: "Neue Nachricht über das Kontaktformular",
    contactMessage: "{{name}} ({{email}}) schrieb: „{{subject}}“. Lesen Sie sie im Admin-Bereich › Nachrichten.",
    reviewTitle: "Neue Bewertung wartet auf Prüfung",
    reviewMessage: "„{{title}}“ ({{rating}}/5) wartet auf Freigabe. Prüfen Sie sie im Admin-Bereich › Bewertungen.",
  },
};

export default notifications;
