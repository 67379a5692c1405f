import type sq from "../sq/inbox";
import type { Translation } from "../types";

const inbox: Translation<typeof sq> = {
  favorites: {
    title: "Favourites",
    metaDescription: "The properties you saved as favourites on Prona.",
    subtitle: "The properties you saved. Press the heart to remove one from the list.",
    count_one: "{{count}} saved property",
    count_other: "{{count}} saved properties",
    listLabel: "Favourite properties",
    empty: "You have no favourite properties yet.",
    emptyHint: "Press the heart on a property to save it here.",
    browse: "Browse listings",
    unavailable: "This property is no longer available.",
    savedOn: "Saved on {{date}}",
    remove: "Remove",
    removeLabel: "Remove from favourites: {{title}}",
    loadMore: "Load more",
  },
  messages: {
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
  },
};

export default inbox;
