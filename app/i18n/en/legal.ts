import type sq from "../sq/legal";
import type { Translation } from "../types";

const legal: Translation<typeof sq> = {
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
    intro: "The figures below are a guide. The exact amounts are set by the municipality, the notary and the Tax Administration of Kosovo.",
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
};

export default legal;
