import type sq from "../sq/notifications";
import type { Translation } from "../types";

const notifications: Translation<typeof sq> = {
  bell: {
    title: "Notifications",
    open: "Notifications",
    openUnread: "Notifications ({{count}} unread)",
    unavailable: "Notifications are not available",
    markAll: "Mark all as read",
    empty: "You have no notifications",
    loading: "Loading notifications...",
    seeAll: "See all notifications",
    unread: "Unread",
  },
  page: {
    title: "Notifications",
    metaDescription: "Your Prona notifications: approvals, rejections and contact requests.",
    subtitle: "Listing approvals, status changes and new contact requests.",
    filterLabel: "Filter notifications",
    filters: {
      all: "All",
      unread: "Unread",
      read: "Read",
    },
    unreadCount: "{{count}} unread",
    markAll: "Mark all as read",
    markRead: "Mark as read",
    delete: "Delete",
    deleteLabel: "Delete notification: {{title}}",
    markReadLabel: "Mark as read: {{title}}",
    loadMore: "Load more",
    empty: {
      all: "You have no notifications",
      unread: "You have no unread notifications",
      read: "You have no read notifications",
    },
    viewProperty: "View property",
    loadError: "An error occurred while loading the notifications",
  },
  types: {
    approval: "Approval",
    rejection: "Rejection",
    message: "Message",
    property_view: "View",
    status_change: "Status change",
    reminder: "Reminder",
    saved_search: "Saved search",
    other: "Other",
  },
  mail: {
    greeting: "Hello {{name}},",
    open: "See your notifications",
    why: "You receive this e-mail because e-mail notifications are on. You can change them in the settings:",
    settings: "Notification settings",
  },
  /** Notifications for administrators: something waits for them in the admin area. */
  adminAlert: {
    contactTitle: "New message from the contact form",
    contactMessage: "{{name}} ({{email}}) wrote: “{{subject}}”. Read it in the admin panel › Messages.",
    reviewTitle: "New review awaiting moderation",
    reviewMessage: "“{{title}}” ({{rating}}/5) awaits approval. Review it in the admin panel › Reviews.",
  },
};

export default notifications;
