import type sq from "../sq/messages";
import type { Translation } from "../types";

const messages: Translation<typeof sq> = {
  title: "Messages",
  metaDescription: "The contact requests you received for your properties and the ones you sent.",
  subtitle: "Contact requests for your properties and the requests you sent.",
  tabsLabel: "Message box",
  tabs: {
    received: "Received",
    sent: "Sent",
  },
  pendingBadge: "{{count}} pending",
  pendingCount_one: "{{count}} received request pending",
  pendingCount_other: "{{count}} received requests pending",
  listLabel: {
    received: "Received requests",
    sent: "Sent requests",
  },
  from: "From",
  to: "Owner",
  type: "Kind of request",
  types: {
    viewing: "Viewing",
    question: "Question",
    offer: "Offer",
    other: "Other",
  },
  phone: "Phone",
  email: "Email",
  notGiven: "Not given",
  date: "Date",
  statusLabel: "Status",
  status: {
    pending: "pending",
    handled: "handled",
  },
  noLongerPublic: "The property is no longer public",
  markHandled: "Mark as handled",
  markHandledLabel: "Mark as handled: the request from {{name}} about {{title}}",
  markPending: "Set back to pending",
  markPendingLabel: "Set back to pending: the request from {{name}} about {{title}}",
  empty: {
    received: "You have not received any contact requests yet.",
    sent: "You have not sent any contact requests yet.",
  },
  emptyHint: {
    received: "When someone contacts you about one of your properties, the request shows here.",
    sent: "Find a property you like and contact the owner.",
  },
  browse: "Browse listings",
  loadMore: "Load more",
  handledNotification: {
    title: "Your request was handled",
    message: '{{owner}} marked your request about "{{title}}" as handled.',
  },
};

export default messages;
