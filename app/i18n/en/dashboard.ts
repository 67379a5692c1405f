import type sq from "../sq/dashboard";
import type { Translation } from "../types";

const dashboard: Translation<typeof sq> = {
  metaDescription: "Your Prona dashboard: your listings, activity and personal ID.",
  welcome: "Welcome, {{name}}!",
  agencyDetails: "The agency details clients see",
  intro: {
    buyer: "Find your dream home. Save favourite properties and contact the owners.",
    renter: "Find the right place to rent. Save favourite properties and contact the landlords.",
    seller: "Manage the properties you sell and follow the buyers' interest.",
    landlord: "Manage the properties you rent out and follow the tenants' interest.",
    agency: "Manage your agency's properties and the profile clients see under Agencies.",
    other: "Manage your properties and activity on Prona.",
  },
  personalId: {
    open: "Personal ID",
    title: "Your personal ID",
    missing: "ID not available",
    warning: "Never share your personal ID with anyone.",
    admins: "Prona administrators never ask for your personal ID by e-mail or phone.",
    close: "Close",
  },
  summary: {
    phoneReveals_one: "Your properties' numbers were shown {{count}} time",
    phoneReveals_other: "Your properties' numbers were shown {{count}} times",
    title: "Activity summary",
    active: "Active properties",
    views: "Total views",
    week: "{{count}} this week",
    favorites: "Favourites",
    locked: "View and favourite statistics are for Premium members.",
    upgrade: "Become Premium",
  },
  seeker: {
    favorites: "Favourites",
    savedSearches: "Saved searches",
    sent: "Requests sent",
    unread: "Unread notifications",
    browse: "Browse listings",
    postQuestion: "Have a property to sell or rent out?",
    postLink: "Post a listing",
  },
  owner: {
    received: "New requests",
    pending_one: "{{count}} under review",
    pending_other: "{{count}} under review",
  },
  admin: {
    title: "Administration",
    pending_one: "{{count}} listing awaiting approval",
    pending_other: "{{count}} listings awaiting approval",
    open: "Open the admin area",
  },
  latest: {
    title: "My latest properties",
    all: "See all",
    empty: "You have not added any property yet.",
    add: "Add your first property",
  },
};

export default dashboard;
