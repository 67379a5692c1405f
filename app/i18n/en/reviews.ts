import type sq from "../sq/reviews";
import type { Translation } from "../types";

const reviews: Translation<typeof sq> = {
  metaTitle: "Reviews – Prona",
  metaDescription:
    "Read what buyers, tenants and owners say about properties, services and the Prona platform, and share your own experience.",
  title: "Reviews",
  subtitle: "Real experiences of buyers, tenants and owners who have used Prona all over Kosovo.",
  summary: {
    title: "Overall rating",
    outOf: "{{average}} out of 5 stars",
    basedOn_one: "based on {{count}} review",
    basedOn_other: "based on {{count}} reviews",
    bar_one: "{{count}} star: {{percent}}%",
    bar_other: "{{count}} stars: {{percent}}%",
  },
  stars: { s1: "1 star", s2: "2 stars", s3: "3 stars", s4: "4 stars", s5: "5 stars" },
  filters: {
    title: "Search and filter reviews",
    search: "Search",
    searchPlaceholder: "Search by title, comment, name or property...",
    rating: "Rating",
    ratingAll: "All ratings",
    category: "Category",
    categoryAll: "All categories",
    sort: "Sort by",
    newest: "Newest",
    highest: "Highest",
    lowest: "Lowest",
    showing_one: "Showing {{shown}} of {{count}} review",
    showing_other: "Showing {{shown}} of {{count}} reviews",
    apply: "Apply filters",
  },
  categories: { property: "Property", service: "Service", platform: "Platform" },
  types: { apartment: "Apartment", house: "House", land: "Land", commercial: "Commercial" },
  card: {
    verified: "Verified purchase",
    rating: "{{rating}} out of 5 stars",
    helpful: "Mark as helpful ({{count}})",
    marked: "Helpful ({{count}})",
    viewProperty: "View property",
  },
  states: {
    empty: "No reviews found",
    emptyHint: "Try changing the search or the filters, or be the first to write a review.",
  },
  write: {
    open: "Write a review",
    title: "Write your review",
    intro: "Your review will be published with your name after our team has checked it.",
    titleLabel: "Title",
    titlePlaceholder: "e.g. Honest owner and a flat just like the photos",
    ratingLegend: "Your rating",
    categoryLabel: "Category",
    categoryChoose: "Choose a category",
    comment: "Comment",
    commentPlaceholder: "Describe your experience: what went well and what could be better?",
    submit: "Send review",
    submitting: "Sending...",
    success: "Thank you! Your review was sent and will be published after our team has checked it.",
    signIn: "You need to be logged in to write a review.",
    signInLink: "Log in",
    registerLink: "Register",
  },
  guidelines: {
    title: "Review guidelines",
    includeTitle: "What to include",
    include: {
      i1: "Your personal experience with the property, the owner or the agency",
      i2: "Concrete details: condition of the property, communication, deadlines",
      i3: "What was good and what could be improved",
      i4: "Information that helps other buyers and tenants",
    },
    avoidTitle: "What to avoid",
    avoid: {
      a1: "Offensive, discriminatory or threatening language",
      a2: "Personal data such as phone numbers, addresses or emails",
      a3: "Advertising, links or off-topic content",
      a4: "Reviews of properties or services you have not used",
    },
  },
  moderation: {
    title: "Review moderation",
    text: "Our team checks every review before it is published. Reviews that do not follow the guidelines may be rejected.",
  },
  featured: {
    title: "What our customers say",
    t1: {
      quote: "We found our first flat in Prishtina within two weeks. The filters and notifications saved us a lot of time.",
      name: "Lirie and Arben Dema",
      role: "Buyers, Prishtina",
    },
    t2: {
      quote: "As a landlord I get serious requests and manage them all from my dashboard. Premium is worth every cent.",
      name: "Besa Kelmendi",
      role: "Landlord, Prizren",
    },
    t3: {
      quote: "Our agency lists all its properties on Prona. Clients arrive well informed and deals close faster.",
      name: "Ilir Bytyçi",
      role: "Real-estate agent, Peja",
    },
  },
  cta: {
    title: "Have you bought, sold or rented through Prona?",
    text: "Share your experience and help others make the right decision.",
    button: "Write a review",
  },
  date: "{{day}} {{month}} {{year}}",
  months: {
    m1: "January",
    m2: "February",
    m3: "March",
    m4: "April",
    m5: "May",
    m6: "June",
    m7: "July",
    m8: "August",
    m9: "September",
    m10: "October",
    m11: "November",
    m12: "December",
  },
  samples: {
    r1: {
      title: "Wonderful flat, very fair owner",
      comment:
        "The flat was exactly as in the photos, clean and well furnished. The owner replied the same day and we signed the contract without any trouble. I recommend it without hesitation.",
    },
    r2: {
      title: "Professional agent, clear process",
      comment:
        "The agent came with us to three viewings and explained every step at the notary. One star less only because the cadastre documents were a few days late.",
    },
    r3: {
      title: "The easiest platform to search for property in Kosovo",
      comment:
        "Searching by city and price works very well, even on the phone. I like that listings are checked before they go public, so there are no scams.",
    },
    r4: {
      title: "Our dream house in Prizren",
      comment:
        "We were looking for a house with a garden near the centre and found it here. The owner was honest about every detail and the price was fair for the area.",
    },
    r5: {
      title: "Good service, but a slow reply",
      comment:
        "The shop is in a very good location, but it took almost a week to get an answer about a viewing. After the meeting everything went well.",
    },
    r6: {
      title: "The notifications are very useful",
      comment:
        "I save my favourite properties and get notified when their status changes. I would like more filters for heating and parking.",
    },
    r7: {
      title: "Quiet flat with a view of the mountains",
      comment:
        "The neighbourhood is quiet and close to Karagaç park. The owner even helped us register the rental contract. We are very happy.",
    },
    r8: {
      title: "The photos did not fully match the condition",
      comment:
        "The flat needed more renovation than the photos suggested. The owner agreed to lower the price, but more recent photos would have been better.",
    },
  },
  admin: {
    metaTitle: "Review moderation",
    title: "Users' reviews",
    intro: "New reviews wait here until you publish or reject them. Published ones appear at once on the Reviews page.",
    filterLabel: "Show reviews",
    status: {
      pending: "Pending",
      published: "Published",
      rejected: "Rejected",
      all: "All",
    },
    tab: "{{label}} ({{count}})",
    empty: "There are no reviews with this status.",
    by: "By {{name}}",
    unknownUser: "Deleted user",
    written: "Written on {{date}}",
    moderated: "Moderated on {{date}}",
    rating: "{{rating}} out of 5 stars",
    categories: {
      property: "Property",
      service: "Service",
      platform: "Platform",
    },
    helpful_one: "{{count}} found it helpful",
    helpful_other: "{{count}} found it helpful",
    publish: "Publish",
    reject: "Reject",
    publishLabel: 'Publish the review "{{title}}"',
    rejectLabel: 'Reject the review "{{title}}"',
    done: {
      published: "The review was published and appears on the Reviews page.",
      rejected: "The review was rejected and does not appear on the site.",
    },
    failed: "The action failed",
    viewPage: "View the Reviews page",
  },
};

export default reviews;
