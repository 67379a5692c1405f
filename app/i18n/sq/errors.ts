import type { ErrorCode } from "~/domain/errors";

// One message per error code: the spec's text where it gives one (document 1 §5/§8, document 2 §5/§8).
const errors: Record<ErrorCode, string> = {
  VALIDATION: "Të dhënat e dërguara nuk janë të vlefshme.",
  REQUIRED_FIELDS: "Ju lutemi plotësoni të gjitha fushat e detyrueshme",
  INVALID_EMAIL: "Ju lutemi jepni një adresë email valide.",
  PASSWORD_TOO_SHORT: "Fjalëkalimi duhet të ketë të paktën 6 karaktere",
  PASSWORD_TOO_LONG: "Fjalëkalimi mund të ketë më së shumti 128 karaktere",
  PASSWORDS_MISMATCH: "Fjalëkalimet nuk përputhen",
  NEW_PASSWORDS_MISMATCH: "Fjalëkalimet e reja nuk përputhen",
  INVALID_USER_TYPE: "Zgjidhni një nga llojet e llogarisë: blerës, qiramarrës, shitës ose qiradhënës.",
  EMAIL_TAKEN: "Ekziston tashmë një llogari me këtë email. Kyçuni ose rivendosni fjalëkalimin.",
  REGISTRATION_FAILED: "Ndodhi një gabim gjatë regjistrimit. Ju lutem provoni përsëri.",
  ADMIN_EMAIL_REQUIRED: "Email is required",
  ADMIN_EMAIL_INVALID: "Please enter a valid email address",
  ADMIN_PASSWORD_REQUIRED: "Password is required",
  ADMIN_PASSWORD_TOO_SHORT: "Password must be at least 6 characters",
  INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials and try again.",
  EMAIL_NOT_CONFIRMED: "Please verify your email address before logging in.",
  AUTH_FAILED: "Authentication failed. Please try again.",
  LOGIN_FAILED: "Ndodhi një gabim gjatë kyçjes. Ju lutemi provoni përsëri.",
  CURRENT_PASSWORD_WRONG: "Fjalëkalimi aktual nuk është i saktë.",
  PASSWORD_CHANGE_FAILED: "Ndodhi një gabim gjatë ndryshimit të fjalëkalimit",
  RESET_TOKEN_MISSING: "No access token found. Please make sure you clicked the link from your email.",
  RESET_TOKEN_INVALID: "Lidhja për rivendosjen e fjalëkalimit është e pavlefshme ose ka skaduar. Kërkoni një lidhje të re.",
  RESET_FAILED: "Failed to update password",
  FORGOT_FAILED: "Failed to send reset email",
  RATE_LIMITED: "Shumë përpjekje në pak kohë. Ju lutemi provoni përsëri pas {{minutes}} minutash.",
  UNAUTHENTICATED: "Ju nuk jeni të kyçur",
  FORBIDDEN: "Qasje e paautorizuar",
  NOT_ADMIN: "You do not have admin privileges. Access denied.",
  CROSS_ORIGIN: "Kërkesa u refuzua: ajo nuk erdhi nga faqja e Pronës.",
  NOT_FOUND: "Nuk u gjet",
  PROFILE_MISSING: "Informacioni i profilit nuk është i disponueshëm. Ju lutemi kyçuni përsëri.",
  MAINTENANCE: "Prona është në mirëmbajtje. Ju lutemi provoni përsëri pas pak.",
  PAYLOAD_TOO_LARGE: "Kërkesa është shumë e madhe.",
  IMAGE_INVALID: "Skedari nuk është një foto e vlefshme (PNG, JPG, WebP ose GIF).",
  IMAGE_TOO_LARGE: "Fotoja është më e madhe se {{mb}} MB.",
  INTERNAL: "Ndodhi një gabim i papritur",

  // --- listings (issue 3): add entries below this line ---

  // --- owner properties (issue 3): add entries below this line ---

  // --- signed-in area (issue 4): add entries below this line ---
  NOTIFICATION_NOT_FOUND: "Njoftimi nuk u gjet.",
  NOTIFICATIONS_LOAD_FAILED: "Ndodhi një gabim gjatë marrjes së njoftimeve",
  PROFILE_UPDATE_FAILED: "Ndodhi një gabim gjatë përditësimit të profilit",
  INVALID_PHONE: "Ju lutemi jepni një numër telefoni të vlefshëm (p.sh. +383 44 123 456).",
  DELETE_PASSWORD_WRONG: "Fjalëkalimi nuk është i saktë. Llogaria nuk u fshi.",
  ACCOUNT_DELETE_FAILED: "Ndodhi një gabim gjatë fshirjes së llogarisë. Ju lutemi provoni përsëri.",
  USER_NOT_FOUND: "Përdoruesi nuk u gjet.",
  REQUEST_NOT_FOUND: "Kërkesa nuk u gjet.",
  FAVORITE_NOT_FOUND: "Prona nuk është në të preferuarat tuaja.",

  // --- admin (issue 5): add entries below this line ---
  ADMIN_GRANT_REQUIRED: "Ju lutemi plotësoni fushën e kërkuar.",
  ADMIN_GRANT_NOT_FOUND_PERSONAL_ID: "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që ID personale është i saktë.",
  ADMIN_GRANT_NOT_FOUND_EMAIL: "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që email është i saktë.",
  ADMIN_GRANT_NOT_FOUND_UUID: "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që ID UUID është i saktë.",
  ADMIN_USER_NOT_FOUND: "Përdoruesi nuk u gjet",
  ADMIN_PROPERTY_NOT_FOUND: "Prona nuk u gjet",
  ADMIN_NOT_PENDING: "Kjo pronë nuk është më në pritje: përdorni ndryshimin e statusit.",
  ADMIN_STATUS_REQUIRED: "Ju lutemi zgjidhni një status.",
  ADMIN_REASON_TOO_LONG: "Arsyeja mund të ketë më së shumti 1000 karaktere.",
  ADMIN_CANNOT_DELETE_SELF: "Nuk mund ta fshini llogarinë tuaj nga paneli i administratorit.",
  ADMIN_FEATURED_LIMIT: "Është arritur kufiri i pronave të veçanta ({{limit}}). Hiqni një pronë të veçantë para se të shtoni një tjetër.",
  ADMIN_NOT_PREMIUM: "Ky përdorues nuk është Premium.",
  ADMIN_REFERENCE_INVALID: "Referenca e pagesës duhet të jetë në formën PREMIUM-USER-XXXXXX.",

  // --- info pages (issue 6): add entries below this line ---
};

export default errors;
