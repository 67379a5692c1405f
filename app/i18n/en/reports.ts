import type sq from "../sq/reports";
import type { Translation } from "../types";

const reports: Translation<typeof sq> = {
  reasons: {
    fraud: "Scam",
    unavailable: "Already sold/let",
    wrong_price: "Wrong price",
    duplicate: "Duplicate listing",
    offensive: "Offensive content",
    other: "Other",
  },
  form: {
    open: "Report listing",
    title: "Report listing",
    intro: "Tell us what is wrong with this listing. The administrators review every report.",
    reason: "Reason",
    text: "Description",
    textHint: "Required for “Other”, optional otherwise (up to {{max}} characters).",
    email: "Your e-mail (optional)",
    emailHint: "We write to you once we have reviewed the report.",
    signedInHint: "We will tell you the outcome in your notifications.",
    submit: "Send report",
    sending: "Sending...",
    thanks: "Thank you! Your report was sent. The administrators will review it shortly.",
    failed: "The report was not sent",
  },
  adminAlert: {
    title: "New report of a listing",
    message: "The listing “{{title}}” was reported: {{reason}}. Review it in the admin panel › Reports.",
  },
  outcome: {
    title: "Your report was reviewed",
    dismissed:
      "We reviewed your report about “{{title}}” and found no breach of the rules, so the listing stays. Thank you for helping us!",
    deactivated: "Thank you! After your report, the listing “{{title}}” was deactivated.",
    owner_contacted: "Thank you! After your report about “{{title}}”, we asked the owner to correct the listing.",
  },
  mail: {
    greeting: "Hello,",
    open: "View the listing",
    why: "You receive this e-mail because you reported this listing on Prona and left us your address.",
  },
  owner: {
    deactivatedTitle: "Your listing was deactivated",
    deactivatedMessage:
      "The listing “{{title}}” was deactivated by the administrators after reports from readers. Contact us if you think this is a mistake.",
    contactTitle: "Message from the administrators about your listing",
    contactMessage: "About the listing “{{title}}”: {{message}}",
  },
  admin: {
    metaTitle: "Reports",
    title: "Reported listings",
    intro:
      "Readers report listings that look fraudulent, inaccurate or offensive. Review each listing's reports and decide: dismiss them, deactivate the listing or write to the owner. The reporters are told the outcome.",
    filterLabel: "Filter reports",
    tabs: { open: "Open", handled: "Handled" },
    tab: "{{label}} ({{count}})",
    empty: { open: "There are no open reports.", handled: "No reports have been handled yet." },
    reportCount_one: "{{count}} report",
    reportCount_other: "{{count}} reports",
    owner: "Owner: {{name}}",
    listingStatus: "Listing status: {{status}}",
    latest: "Latest report: {{date}}",
    visitor: "Visitor",
    reportedAt: "{{date}}",
    status: { open: "Open", dismissed: "Dismissed", actioned: "Resolved" },
    resolution: { dismissed: "Dismissed", deactivated: "Listing deactivated", owner_contacted: "Owner contacted" },
    handled: "{{resolution}} · {{date}}",
    viewListing: "View listing",
    manageListing: "Open in properties",
    dismiss: "Dismiss",
    deactivate: "Deactivate listing",
    contact: "Write to the owner",
    actionLabel: "{{action}}: {{title}}",
    reportsOf: "Reports about “{{title}}”",
    dismissTitle: "Dismiss the reports?",
    dismissBody: "The open reports about “{{title}}” are closed without action and the listing stays as it is. The reporters are notified.",
    deactivateTitle: "Deactivate the listing?",
    deactivateBody:
      "“{{title}}” leaves the search (status Inactive) and its open reports are closed. The owner and the reporters are notified.",
    contactTitle: "Write to the owner",
    contactBody: "The owner of “{{title}}” receives your message as a notification and by e-mail. The open reports are closed.",
    message: "Message to the owner",
    messageHint: "Explain what needs correcting (up to {{max}} characters).",
    cancel: "Cancel",
    done: {
      dismissed: "The reports were dismissed. The reporters were notified.",
      deactivated: "The listing was deactivated. The owner and the reporters were notified.",
      owner_contacted: "The message was sent to the owner. The reporters were notified.",
    },
    failed: "The action failed",
  },
};

export default reports;
