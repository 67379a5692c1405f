import type sq from "../sq/terms";
import type { Translation } from "../types";

const terms: Translation<typeof sq> = {
  metaTitle: "Terms of use – Prona",
  metaDescription: "Prona's terms of use: accounts, listings, privacy, payments and Premium subscriptions, liabilities and termination.",
  title: "Terms of use",
  subtitle: "The rules for everyone who uses Prona to search for, sell or rent property.",
  lastUpdated: "Last updated: {{date}}",
  print: "Print",
  menu: "Sections of the terms",
  questions: "Questions about these terms?",
  contactLink: "Contact us",
  tabs: {
    general: "General",
    user: "User account",
    content: "Content and listings",
    privacy: "Privacy",
    payment: "Payments and subscriptions",
    liabilities: "Liabilities",
    termination: "Termination",
    legal: "Legal provisions",
  },
  general: {
    p1: "Prona is an online platform for listing and finding real estate in Kosovo: flats, houses, land and commercial space, for sale or for rent.",
    p2: "By using the platform you accept these terms. If you do not agree with them, please do not use Prona.",
    p3: "Prona is not a party to the agreements between buyers, sellers, tenants and landlords. We provide the place where they meet.",
    accountsTitle: "Account types",
    basic: "Basic (individual) account: free, to search for property, save favourites, contact owners and list up to {{count}} properties.",
    premium: "Premium account: top-of-results placement, detailed statistics, more photos, unlimited listings and priority support.",
    agency: "Agent or agency account: for real-estate professionals who manage many properties on behalf of clients.",
  },
  user: {
    p1: "You must be at least 18 years old to create an account.",
    p2: "You must give true, accurate and up-to-date information about yourself and your properties.",
    p3: "Each person may hold only one account. Multiple accounts for the same person are not allowed.",
    p4: "You are responsible for keeping your password safe and for everything done with your account. Tell us at once if you suspect unauthorised use.",
  },
  content: {
    p1: "Our team reviews every new listing, and it becomes public only after it has been approved.",
    p2: "Listings must describe the property truthfully: price, area, location and photos must belong to the real property.",
    p3: "False, duplicate or misleading listings are forbidden, as is offensive or discriminatory content or content that infringes copyright.",
    p4: "Prona may refuse or remove any listing that does not follow these terms, without prior notice.",
  },
  privacy: {
    p1: "We process your personal data according to the Privacy policy and Kosovo's personal data protection law.",
    p2: "The phone number and email you put in a contact request are shown only to the owners you write to.",
    p3: "Read the full Privacy policy to understand what we collect, why, and what your rights are.",
    link: "Privacy policy",
  },
  payment: {
    p1: "The Premium subscription is monthly or yearly and renews automatically at the end of each period.",
    p2: "You can cancel at any time, but at least 24 hours before the renewal date so the next period is not charged.",
    p3: "There are no refunds for partial periods: after cancelling, Premium stays active until the end of the paid period.",
    p4: "We accept bank transfer, card and electronic payment.",
    p5: "Current prices are {{monthly}} per month and {{yearly}} per year. Price changes are announced in advance and apply from the next renewal.",
  },
  liabilities: {
    p1: "The user who publishes a listing is responsible for its accuracy.",
    p2: "Prona does not guarantee the condition, ownership or legality of listed properties. Check the documents at the notary and the cadastre before any payment.",
    p3: "We are not liable for damage arising from agreements between users or from temporary interruptions for maintenance.",
  },
  termination: {
    p1: "You can delete your account at any time from the settings page.",
    p2: "Prona may suspend or close accounts that break these terms, publish fraudulent listings or misuse the platform.",
    p3: "When an account is closed, its listings are removed from the platform.",
  },
  legal: {
    p1: "These terms are governed by the laws of the Republic of Kosovo. Disputes are settled before the competent court in Prishtina.",
    p2: "We may change these terms from time to time. We announce important changes on the platform and by email before they take effect.",
    p3: "If a provision of these terms is found invalid, the other provisions remain in force.",
  },
};

export default terms;
