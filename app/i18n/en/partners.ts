import type sq from "../sq/partners";
import type { Translation } from "../types";

const partners: Translation<typeof sq> = {
  metaTitle: "Partnerships – Prona",
  metaDescription:
    "Prona's partners: banks, insurance, construction, design and notaries. Become a partner and reach people looking for property in Kosovo.",
  title: "Partnerships",
  subtitle: "We work with banks, insurers, builders, designers and notaries to make buying, selling and renting property easier.",
  heroCta: "Become a partner",
  partnersTitle: "Strategic partners",
  visit: "Visit website",
  visitLabel: "Visit the website of {{name}} (opens in a new window)",
  types: { bank: "Bank", insurance: "Insurance", construction: "Construction", design: "Design", notary: "Notary" },
  none: "No partners are listed here yet.",
  noneCta: "Become our first partner: write to us.",
  demo: "Demo",
  servicesTitle: "Service categories",
  services: {
    finance: { title: "Banks and finance", text: "Mortgages, instalment calculations and financing for buyers." },
    construction: { title: "Construction and renovation", text: "Reliable builders and craftsmen for large and small jobs." },
    insurance: { title: "Insurance", text: "Protection for your house, flat and commercial property." },
    legal: { title: "Legal services", text: "Notaries and lawyers for contracts, inheritance and the cadastre." },
    marketing: { title: "Marketing and media", text: "Professional photos, videos and campaigns for properties." },
    design: { title: "Design and decoration", text: "Interior design, furnishing and preparing a property for sale." },
  },
  kindsTitle: "Types of partnership",
  kinds: {
    strategic: { title: "Strategic partner", text: "Long-term cooperation with presence on the site, in notifications and at our events." },
    services: { title: "Service partner", text: "Offer your services directly to buyers, sellers and landlords." },
    advertising: { title: "Advertising partner", text: "Campaigns targeted by town and property type." },
    apply: "Contact us",
  },
  benefitsTitle: "Why become a partner",
  benefits: {
    reach: { title: "Wider reach", text: "Reach thousands of people looking for property every day all over Kosovo." },
    trust: { title: "Brand trust", text: "Appear as a verified partner of the platform." },
    clients: { title: "Dedicated clients", text: "Meet people who are ready to buy, sell or rent." },
    marketing: { title: "Marketing", text: "Promotion on the site, in notifications and on our social networks." },
  },
  stepsTitle: "How to become a partner",
  steps: {
    s1: { title: "Contact us", text: "Fill in the contact form and tell us about your company." },
    s2: { title: "We discuss the terms", text: "Together we find the type of partnership that suits you." },
    s3: { title: "Activation", text: "Your profile and promotion go live on the platform." },
  },
  cta: {
    title: "Ready to work together?",
    text: "Write to our team and we will get back to you within 24 hours.",
    button: "Contact us",
  },
  faqTitle: "Frequently asked questions",
  faq: {
    q1: "What types of partnership do you offer?",
    a1: "We offer strategic, service and advertising partnerships. Each has a different level of presence and promotion.",
    q2: "How much does a partnership cost?",
    a2: "The cost depends on the type of partnership and its scale (towns, channels and duration). We send you an offer after our first conversation.",
    q3: "How are partners promoted?",
    a3: "On the partnerships page, on property pages where your service is useful, in notifications and on our social networks.",
    q4: "How long does a contract last?",
    a4: "Contracts are usually annual and can be renewed. For special campaigns we also offer shorter agreements.",
  },
};

export default partners;
