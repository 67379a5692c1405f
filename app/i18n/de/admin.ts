import type sq from "../sq/admin";
import type { Translation } from "../types";

const admin: Translation<typeof sq> = {
  status: {
    pending: "Ausstehend",
    active: "Aktiv",
    inactive: "Inaktiv",
    rejected: "Abgelehnt",
    expired: "Abgelaufen",
    sold: "Verkauft",
    rented: "Vermietet",
  },
  notify: {
    approvedTitle: "Immobilie freigegeben!",
    approvedMessage: "Ihre Immobilie \"{{title}}\" wurde freigegeben und ist jetzt aktiv.",
    rejectedTitle: "Immobilie abgelehnt",
    rejectedMessage: "Ihre Immobilie \"{{title}}\" wurde abgelehnt. Bitte wenden Sie sich für weitere Informationen an den Administrator.",
    statusTitle: "Status der Immobilie geändert zu {{status}}",
    statusMessage: "Der Status Ihrer Immobilie \"{{title}}\" wurde zu \"{{status}}\" geändert.",
    premiumOnTitle: "Ihr Konto ist Premium!",
    premiumOnMessage: "Zahlung bestätigt. Premium ist aktiv bis {{date}}.",
    premiumOffTitle: "Premium ist beendet",
    premiumOffMessage: "Ihr Konto ist wieder ein Basiskonto. Sie können Premium jederzeit erneuern.",
  },
};

export default admin;
