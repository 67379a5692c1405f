import type sq from "../sq/agencies";
import type { Translation } from "../types";

const agencies: Translation<typeof sq> = {
  metaTitle: "Real-estate agencies – Prona",
  metaDescription: "Real-estate agencies in Prishtina, Prizren, Peja, Mitrovica and Gjakova that list their properties on Prona.",
  title: "Real-estate agencies",
  subtitle:
    "Find the right agency in your town: experienced agents, verified properties and professional service from the search to the notary.",
  filters: {
    title: "Search agencies",
    search: "Search",
    searchPlaceholder: "Agency name, town or service...",
    city: "Town",
    cityAll: "All towns",
    specialty: "Specialty",
    specialtyAll: "All specialties",
    view: "View",
    grid: "Grid",
    list: "List",
    showing_one: "{{count}} agency",
    showing_other: "{{count}} agencies",
    apply: "Apply filters",
  },
  specialties: {
    residential: "Apartments",
    houses: "Houses",
    commercial: "Commercial space",
    land: "Land",
    rentals: "Rentals",
    luxury: "Luxury property",
    newBuild: "New builds",
    investment: "Investment",
  },
  card: {
    premium: "Premium",
    verified: "Verified",
    rating: "Rated {{rating}} out of 5",
    agents_one: "{{count}} agent",
    agents_other: "{{count}} agents",
    properties_one: "{{count}} property",
    properties_other: "{{count}} properties",
    founded: "Since {{year}}",
    phone: "Phone",
    email: "Email",
    website: "Website",
    demo: "Demo",
    demoHint: "A sample agency of the demo data, not a real agency.",
    memberSince: "On Prona since {{year}}",
    profile: "View profile and properties",
    profileOf: "View the profile and properties of {{name}}",
  },
  states: {
    empty: "No agency found",
    emptyHint: "Try another town or clear the filters.",
    none: "No agencies on Prona yet",
    noneHint: "Agencies that register as an agency appear here with their properties.",
  },
  cta: {
    title: "Are you a real-estate agency?",
    text: "Register your agency on Prona and reach thousands of buyers and tenants all over Kosovo.",
    register: "Register your agency",
    contact: "Contact us",
  },
  benefits: {
    title: "Partnership benefits",
    b1: { title: "More clients", text: "Your properties are seen by thousands of people searching every day." },
    b2: { title: "Verified profile", text: "The 'Verified' badge tells clients you are a trustworthy agency." },
    b3: { title: "Premium placement", text: "Your listings appear at the top of the results and on the home page." },
    b4: { title: "Detailed statistics", text: "See the views and the interest for every property." },
  },
};

export default agencies;
