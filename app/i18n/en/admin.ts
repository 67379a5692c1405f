import type sq from "../sq/admin";
import type { Translation } from "../types";

const admin: Translation<typeof sq> = {
  status: {
    pending: "Pending",
    active: "Active",
    inactive: "Inactive",
    rejected: "Rejected",
    expired: "Expired",
    sold: "Sold",
    rented: "Rented",
  },
  notify: {
    approvedTitle: "Property approved!",
    approvedMessage: "Your property \"{{title}}\" was approved and is now active.",
    rejectedTitle: "Property rejected",
    rejectedMessage: "Your property \"{{title}}\" was rejected. Please contact the administrator for more information.",
    statusTitle: "Property status changed to {{status}}",
    statusMessage: "The status of your property \"{{title}}\" was changed to \"{{status}}\".",
    premiumOnTitle: "Your account is Premium!",
    premiumOnMessage: "Payment confirmed. Premium is active until {{date}}.",
    premiumOffTitle: "Premium has ended",
    premiumOffMessage: "Your account is a basic account again. You can renew Premium at any time.",
  },
};

export default admin;
