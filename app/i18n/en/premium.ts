import type sq from "../sq/premium";
import type { Translation } from "../types";

const premium: Translation<typeof sq> = {
  metaDescription: "Go Premium on Prona: your listings at the top, advanced statistics, more photos and priority support.",
  hero: {
    eyebrow: "Prona Premium",
    title: "Sell and rent out faster with Premium",
    subtitle:
      "Premium properties sell or rent about twice as fast. Get to the top of the list, see who is interested and get help when you need it.",
    cta: "Go Premium",
    extend: "Continue Premium",
  },
  status: {
    activeTitle: "You are a Premium member",
    activeUntil: "Your Premium is active until {{date}}.",
    activeForever: "Your Premium is active with no end date.",
    extendHint: "To continue, make a new payment with the same reference before it ends.",
    expiredTitle: "Your Premium has expired",
    expiredOn: "Your Premium expired on {{date}}. Make a new payment to activate it again.",
  },
  plans: {
    title: "Choose your plan",
    choose: "Payment plan",
    monthly: "Monthly",
    annual: "Annual",
    discount: "20% discount",
    perMonth: "/month",
    perYear: "/year",
    monthlyNote: "Pay month by month, with no long-term commitment.",
    annualNote: "One payment for 12 months.",
    saving_one: "{{count}} month free, worth {{amount}}",
    saving_other: "{{count}} months free, worth {{amount}}",
    savingHint: "compared with paying monthly",
  },
  benefits: {
    title: "What you get with Premium",
    featured_listings: {
      title: "Top of the list – 'Top Shpallje'",
      body: "Your properties appear before the others in searches and on the home page, with the 'Premium' badge.",
    },
    advanced_statistics: {
      title: "Advanced statistics",
      body: "See how often each property is viewed, this week's and this month's views, how many saved it as a favourite and the interest ratio.",
    },
    priority_support: {
      title: "Priority support",
      body: "Your questions are answered within 24 hours, by a team that knows Kosovo's market.",
    },
    unlimited_properties: {
      title: "Unlimited listings",
      body_one: "Post as many properties as you like, without the free account's limit of {{count}}.",
      body_other: "Post as many properties as you like, without the free account's limit of {{count}}.",
    },
    more_images: {
      title_one: "Up to {{count}} photo per property",
      title_other: "Up to {{count}} photos per property",
      body: "Show every room, the yard and the view: more photos bring more calls.",
    },
  },
  payment: {
    title: "Payment instructions",
    intro: "Premium is paid by bank transfer. Use the details below at your bank or in e-banking.",
    plan: "Plan",
    amount: "Amount",
    bank: "Bank",
    holder: "Beneficiary",
    iban: "IBAN",
    reference: "Payment reference",
    copy: "Copy",
    copyIban: "Copy the IBAN",
    copyReference: "Copy the reference",
    referenceHint: "Write the reference exactly like this in the payment description, so we can match the payment to your account.",
    noReference: "ID not available. Write to us before paying and we will give you your reference.",
    activation: "Your account is upgraded to Premium within 1-2 working days after payment.",
    support: "Questions about the payment? Write to us at {{email}}.",
    contactForm: "the contact form",
    notSet: "Our bank details will be published soon. Until then, write to us and we will send you the payment instructions.",
  },
  reasons: {
    title: "Why Premium?",
    faster: {
      title: "Twice as fast",
      body: "Premium properties sell or rent about twice as fast as ordinary listings.",
    },
    refresh: {
      title: "Always fresh",
      body: "Your listings are refreshed automatically every week, so they do not get lost among new ones.",
    },
    insight: {
      title: "Decisions backed by data",
      body: "When you know how many people view and save a property, you know when to lower the price or change the photos.",
    },
    trust: {
      title: "More trust",
      body: "The 'Premium' badge tells buyers and tenants they are dealing with a serious owner.",
    },
  },
  testimonials: {
    title: "What our members say",
  },

  faq: {
    title: "Frequently asked questions",
    pay: {
      q: "How can I pay for Premium?",
      a: "By bank transfer to the IBAN above, from any bank in Kosovo or through e-banking. Write your PREMIUM-… reference in the payment description so we can recognise the payment.",
    },
    activation: {
      q: "How soon is Premium activated?",
      a: "Within 1-2 working days after the payment reaches our account. You will see the Premium status in your profile and on this page.",
    },
    abroad: {
      q: "Can I pay from abroad?",
      a: "Yes. From the diaspora you can pay by SEPA or international transfer to the same IBAN; your bank's fees are yours to bear.",
    },
    cancel: {
      q: "Does it renew automatically? How do I cancel?",
      a: "No. Premium does not renew by itself: if you make no new payment, the account returns to free when the period ends. Partly used periods are not refunded.",
    },
    expiry: {
      q: "What happens to my properties when Premium ends?",
      a: "Your properties stay on Prona. The statistics are hidden again and, as a free user, you can add new properties only within the limit of {{count}}.",
    },
    switch: {
      q: "Can I switch from the monthly to the annual plan?",
      a: "Yes. Pay the annual amount with the same reference and the new period starts when the current one ends.",
    },
  },
  closing: {
    title: "Ready for your property to stand out?",
    body: "Join the owners and agencies who sell and rent out faster on Prona.",
    cta: "Go Premium",
    contact: "Write to us",
  },
  unavailable: {
    title: "Premium is not on offer at the moment",
    body_one: "Prona offers no Premium plans right now. Every account can list {{count}} property with up to {{photos}} photos.",
    body_other:
      "Prona offers no Premium plans right now. Every account can list up to {{count}} properties with up to {{photos}} photos each.",
  },
};

export default premium;
