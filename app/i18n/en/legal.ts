import type sq from "../sq/legal";
import type { Translation } from "../types";

// The legal pages, one namespace: the legal advice, the terms of use and the privacy policy.
const legal: Translation<typeof sq> = {
  // The legal advice page (/keshilla-ligjore, document 2 §2.13). Figures: document 2 §9.
  advice: {
    metaTitle: "Legal advice for property in Kosovo – Prona",
    metaDescription:
      "How property is bought, sold and rented in Kosovo: the steps at the notary and the cadastre, taxes, fees and the documents you need.",
    title: "Legal advice",
    subtitle:
      "A practical guide to buying, selling and renting property in Kosovo: from the contract at the notary to registration in the cadastre.",
    disclaimerTitle: "Please note",
    disclaimer:
      "This guide is for information only and does not replace advice from a lawyer or notary. Laws and fees can change; always check with the institutions concerned before you sign.",
    lastUpdated: "Last updated: {{date}}",
    toc: {
      buying: "Buying process",
      selling: "Selling a property",
      renting: "Renting",
      taxes: "Taxes and fees",
      documents: "Documents",
      legalHelp: "Legal help",
    },
    buying: {
      intro:
        "In Kosovo a property is bought with a notarised contract, and the purchase ends with the new owner's registration in the cadastre. These are the main steps:",
      s1: {
        title: "Set your budget",
        text: "Add up the price, taxes and fees. With a mortgage, banks usually ask for a down payment of 10–15% of the property's value.",
      },
      s2: {
        title: "Find the property",
        text: "Compare listings, visit at different times of day and ask about monthly costs, heating and parking.",
      },
      s3: {
        title: "Check the ownership",
        text: "Ask the municipal cadastre office for the property certificate and check that the seller is the owner and that there is no mortgage or encumbrance.",
      },
      s4: {
        title: "Check the permits",
        text: "For new buildings ask for the building permit and, where it exists, the occupancy permit. For new flats ask whether the units have been registered separately in the cadastre.",
      },
      s5: {
        title: "Sign a preliminary agreement",
        text: "A written preliminary agreement sets the price, deadlines and deposit. Read it carefully or ask a lawyer for help.",
      },
      s6: {
        title: "Contract at the notary",
        text: "The sale contract is signed before a notary, who checks the parties' identity and documents and certifies the contract.",
      },
      s7: {
        title: "Payment and taxes",
        text: "Pay through a bank so there is a record. The transaction tax and fees are paid before registration.",
      },
      s8: {
        title: "Registration in the cadastre",
        text: "The notarised contract is handed in at the municipal cadastre office. Registering the new owner usually takes 15–30 working days.",
      },
    },
    selling: {
      intro: "As a seller, well-prepared documents shorten the sale and give the buyer confidence.",
      i1: "Get the property certificate and a copy of the plan from the cadastre office.",
      i2: "Pay the property tax and utility bills (electricity, water, waste) up to the day of sale.",
      i3: "If the property was inherited, complete the inheritance procedure at the notary or in court first.",
      i4: "Co-owners or a spouse must give their written consent.",
      i5: "Set a realistic price by comparing similar properties in the same neighbourhood.",
    },
    renting: {
      intro: "A tenancy is governed by a written contract between landlord and tenant.",
      i1: "The contract sets the rent, the term, the deposit and who pays which costs.",
      i2: "The security deposit is usually 1–2 months' rent and is returned at the end if the property is undamaged.",
      i3: "Record the condition of the property and the inventory with photos on the handover day.",
      i4: "Rental income is taxed at 9%; when the tenant is a business, the tax is withheld at source.",
      i5: "Notice of termination is given in writing, within the period set in the contract.",
    },
    taxes: {
      intro:
        "The figures below are a guide. The exact amounts are set by the municipality, the notary and the Tax Administration of Kosovo.",
      item: "Cost",
      amount: "Usual amount",
      paidBy: "Paid by",
      rows: {
        downPayment: { item: "Down payment for a mortgage", amount: "10–15% of the price", paidBy: "Buyer" },
        transactionTax: { item: "Transaction tax", amount: "0.5–1% of the value", paidBy: "Buyer" },
        notaryFee: { item: "Notary fee", amount: "0.3–0.8% of the value", paidBy: "As agreed, usually the buyer" },
        cadastre: { item: "Cadastre registration", amount: "30–50 €", paidBy: "Buyer" },
        propertyTax: { item: "Property tax", amount: "0.15–1% per year", paidBy: "Owner" },
        rentalTax: { item: "Tax on rental income", amount: "9%", paidBy: "Landlord" },
        deposit: { item: "Rental security deposit", amount: "1–2 months' rent", paidBy: "Tenant" },
        registrationTime: { item: "Registration time", amount: "15–30 working days", paidBy: "–" },
      },
    },
    documents: {
      intro: "Documents usually required at the notary and the cadastre:",
      d1: "Valid identity card or passport of the parties",
      d2: "Property certificate and a copy of the plan",
      d3: "Sale contract or inheritance decision",
      d4: "Building permit and occupancy permit for new buildings",
      d5: "Proof that the property tax has been paid",
      d6: "A notarised power of attorney when a party is represented",
      d7: "Consent of the spouse or co-owners, where required",
    },
    legalHelp: {
      intro: "For contracts, inheritance, property with incomplete papers or disputes with tenants, consult a lawyer or notary.",
      partners: "See our legal partners",
      contact: "Write to us for help",
    },
    faqTitle: "Frequently asked questions",
    faq: {
      q1: "Can a foreign citizen buy property in Kosovo?",
      a1: "Yes. The contract is concluded at the notary just as for Kosovo citizens, with a valid passport; restrictions may apply in some special protective zones.",
      q2: "Can I buy a property without a notary?",
      a2: "No. A contract for the sale of real estate must be certified by a notary, otherwise it cannot be registered in the cadastre.",
      q3: "How long does it take to register the property in my name?",
      a3: "After the notarised contract is handed in, registration in the cadastre usually takes 15–30 working days.",
      q4: "Who pays the property tax after a sale?",
      a4: "The seller pays the tax for the year up to the sale; after registration the tax is charged to the new owner.",
    },
    resourcesTitle: "External resources",
    resources: {
      cadastre: "Kosovo Cadastral Agency (AKK)",
      notaries: "Chamber of Notaries of Kosovo",
      tax: "Tax Administration of Kosovo (ATK)",
      bar: "Kosovo Bar Association",
      opens: "(opens in a new window)",
    },
  },
  // The terms of use (/kushtet-e-perdorimit, document 2 §2.14); constants from document 2 §9.
  terms: {
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
      basic:
        "Basic (individual) account: free, to search for property, save favourites, contact owners and list up to {{count}} properties.",
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
  },
  // The privacy policy (/privatesia, document 2 §2.15).
  privacy: {
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
  },
};

export default legal;
