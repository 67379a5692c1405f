import type sq from "../sq/privacy";
import type { Translation } from "../types";

const privacy: Translation<typeof sq> = {
  metaTitle: "Privacy policy – Prona",
  metaDescription: "How Prona collects, uses and protects your personal data, cookies, and your rights under Kosovo law.",
  title: "Privacy policy",
  subtitle: "Your privacy matters to us. Here we explain what data we collect, why we collect it and how you can control it.",
  lastUpdated: "Last updated: {{date}}",
  toc: {
    overview: "Overview",
    collection: "Data we collect",
    usage: "How we use it",
    sharing: "Sharing data",
    rights: "Your rights",
    cookies: "Cookies",
    security: "Security",
    changes: "Changes",
    contact: "Contact",
  },
  overview: {
    p1: "This policy applies to the Prona website and all our services. Prona is the controller of the personal data processed on the platform.",
    p2: "We process data in accordance with the Law on Personal Data Protection of the Republic of Kosovo.",
  },
  collection: {
    intro: "We collect only the data we need to provide the service. Open each group for details:",
    personal: {
      title: "Personal data",
      text: "Name, email, phone number, account type and password (stored only as a hash that cannot be turned back into text). When you write to us through the contact form or write a review, we also keep the name, email and text you send.",
    },
    usage: {
      title: "Usage data",
      text: "Pages you visit, searches, favourite properties and notifications you read, so we can improve the service.",
    },
    property: {
      title: "Property data",
      text: "Description, price, location and photos of the properties you list, and the contact requests you receive.",
    },
    automatic: {
      title: "Automatic data",
      text: "IP address, browser and device type and time of visit, collected automatically for security and statistics.",
    },
    thirdParty: {
      title: "Data from third parties",
      text: "Payment confirmations from the bank for Premium subscriptions. We do not buy data from others.",
    },
  },
  usage: {
    u1: "To create and manage your account",
    u2: "To publish and show your listings",
    u3: "To connect you with owners or interested people",
    u4: "To send you notifications about properties and your account",
    u5: "To prevent fraud and misuse",
    u6: "To improve the platform with aggregate statistics",
  },
  sharing: {
    p1: "We do not sell your personal data.",
    p2: "When you send a contact request, the owner of the listing sees the message and the details you choose to share. When a review you wrote is published, your name appears beside it on the Reviews page.",
    p3: "Data may be given to providers that help us operate (server hosting, sending emails), only for that purpose, or to authorities when the law requires it.",
  },
  rights: {
    intro: "Under the law you have the right to:",
    r1: "Be informed about and access your data",
    r2: "Ask for incorrect data to be corrected",
    r3: "Ask for your data to be deleted",
    r4: "Object to or restrict processing",
    r5: "Receive your data in a readable format (portability)",
    response: "We answer every request within 30 days.",
  },
  cookies: {
    p1: "We use only essential cookies: to keep you logged in and to remember the language you chose. The light or dark theme is kept only in your browser.",
    p2: "We do not use advertising cookies. You can delete cookies in your browser settings, but you will then need to log in again.",
  },
  security: {
    p1: "The connection to Prona is encrypted, passwords are stored only as hashes and access to data is limited to the staff who need it.",
    p2: "No system is completely secure; if we notice a breach that affects you, we will tell you without delay.",
  },
  changes: {
    p1: "We may update this policy. The date of the last update is shown at the top of the page, and we announce important changes on the platform.",
  },
  contact: {
    intro: "For any question or request about your data, write to us:",
    mailbox: "Email",
    address: "Postal address",
    form: "Contact form",
    authority:
      "If you believe your rights have been violated, you can complain to the Information and Privacy Agency (AIP), the supervisory authority in Kosovo.",
  },
  cta: {
    title: "Still have questions?",
    text: "Our team is here to help.",
    button: "Contact us",
    terms: "Read the Terms of use too",
  },
};

export default privacy;
