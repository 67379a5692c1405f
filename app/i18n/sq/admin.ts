// The admin area (document 2 §2.2–§2.9): Albanian, with the spec's exact strings.
export default {
  status: {
    pending: "Në pritje",
    active: "Aktiv",
    inactive: "Joaktiv",
    rejected: "Refuzuar",
    expired: "Skaduar",
    sold: "Shitur",
    rented: "Dhënë me qira",
  },
  notify: {
    approvedTitle: "Prona u aprovua!",
    approvedMessage: "Prona juaj \"{{title}}\" u aprovua dhe tani është aktive.",
    rejectedTitle: "Prona u refuzua",
    rejectedMessage: "Prona juaj \"{{title}}\" u refuzua. Ju lutemi kontaktoni administratorin për më shumë informacion.",
    statusTitle: "Statusi i pronës u ndryshua në {{status}}",
    statusMessage: "Statusi i pronës suaj \"{{title}}\" u ndryshua në \"{{status}}\".",
    premiumOnTitle: "Llogaria juaj është Premium!",
    premiumOnMessage: "Pagesa u konfirmua. Premium është aktiv deri më {{date}}.",
    premiumOffTitle: "Premium përfundoi",
    premiumOffMessage: "Llogaria juaj është kthyer në llogari bazë. Mund ta rinovoni Premium në çdo kohë.",
  },
} as const;
