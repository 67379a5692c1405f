import type sq from "../sq/owners";
import type { Translation } from "../types";

const owners: Translation<typeof sq> = {
  card: {
    title: "Listed by",
    privateOwner: "Private owner",
    agency: "Agency",
    verified: "Verified",
    verifiedHint: "Prona's administrators have verified this account.",
    memberSince: "Member since {{date}}",
    activeListings_one: "{{count}} active property",
    activeListings_other: "{{count}} active properties",
    profile: "View profile and properties",
  },
  phone: {
    reveal: "Show number",
    revealing: "Showing...",
    number: "Phone number",
    call: "Call",
    whatsapp: "WhatsApp",
    viber: "Viber",
    none: "The owner has not given a phone number. Use the contact request.",
    hint: "Mention that you found it on Prona.",
  },
  stats: {
    phoneReveals_one: "Number shown {{count}} time",
    phoneReveals_other: "Number shown {{count}} times",
  },
  profile: {
    metaTitle: "{{name}} – Prona",
    metaDescription: "{{name}} on Prona: {{count}} active properties.",
    notFound: "User not found",
    notFoundBody: "This profile does not exist or has been deleted.",
    back: "Back to the properties",
    listings: "Active properties",
    none: "No active properties yet.",
    about: "About the agency",
    cities: "Towns",
    specialties: "Specialties",
    founded: "Founded in {{year}}",
    agents_one: "{{count}} agent",
    agents_other: "{{count}} agents",
    contacts: "Agency contacts",
    email: "E-mail",
    website: "Website",
    phone: "Phone",
    demo: "Demo",
    demoNote: "This is a sample agency of the demo data, not a real agency.",
    pagination: "Property pages",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}} of {{pages}}",
  },
};

export default owners;
