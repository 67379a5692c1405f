import type sq from "../sq/profile";
import type { Translation } from "../types";

const profile: Translation<typeof sq> = {
  metaDescription: "Your Prona profile: personal details, statistics and quick actions.",
  missing: {
    title: "Profile information is not available",
    body: "Please log in again.",
    login: "Log in again",
  },
  header: {
    memberSince: "Member since {{date}}",
    manage: "Manage profile",
    upgrade: "Go Premium",
  },
  badges: {
    label: "Badges",
    admin: "Administrator",
    premium: "Premium",
    free: "Free account",
  },
  userTypes: {
    buyer: "Buyer",
    seller: "Seller",
    renter: "Renter",
    landlord: "Landlord",
    agency: "Agency",
  },
  stats: {
    title: "Statistics",
    all: "All properties",
    active: "Active",
    pending: "In review",
    age: "Days on Prona",
    ageValue_one: "{{count}} day",
    ageValue_other: "{{count}} days",
    views: "Views",
    week: "{{count}} this week",
    favorites: "Favourites",
    locked: "Views and favourites are visible to Premium members only.",
    upgrade: "Go Premium",
  },
  info: {
    title: "Personal information",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    noPhone: "Not added",
    userType: "User type",
    personalId: "Personal ID",
    noPersonalId: "ID not available",
    memberSince: "Member since",
    plan: "Plan",
    planFree: "Free",
    planPremiumUntil: "Premium until {{date}}",
    planPremium: "Premium with no end date",
    planExpired: "Premium expired on {{date}}",
  },
  actions: {
    title: "Quick actions",
    myProperties: { title: "My properties", body: "See and manage your listings." },
    addProperty: { title: "Add property", body: "Post a flat, house, land or commercial space." },
    premium: { title: "Premium", body: "Get to the top of the list and see the statistics." },
    settings: { title: "Settings", body: "Name, phone, password and notifications." },
    notifications: { title: "Notifications", body: "Approvals, messages and status changes." },
  },
  promo: {
    title: "Go Premium",
    body: "Unlimited listings, up to {{photos}} photos per property, a place at the top of the list, detailed statistics and priority support – from {{price}} a month.",
    cta: "See the plans",
  },
};

export default profile;
