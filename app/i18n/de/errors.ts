import type { ErrorCode } from "~/domain/errors";

const errors: Record<ErrorCode, string> = {
  VALIDATION: "Die gesendeten Daten sind ungültig.",
  REQUIRED_FIELDS: "Bitte füllen Sie alle Pflichtfelder aus",
  INVALID_EMAIL: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  PASSWORD_TOO_SHORT: "Das Passwort muss mindestens 6 Zeichen haben",
  PASSWORD_TOO_LONG: "Das Passwort darf höchstens 128 Zeichen haben",
  PASSWORDS_MISMATCH: "Die Passwörter stimmen nicht überein",
  NEW_PASSWORDS_MISMATCH: "Die neuen Passwörter stimmen nicht überein",
  INVALID_USER_TYPE: "Wählen Sie eine Kontoart: Käufer, Mieter, Verkäufer oder Vermieter.",
  EMAIL_TAKEN: "Es gibt bereits ein Konto mit dieser E-Mail. Melden Sie sich an oder setzen Sie das Passwort zurück.",
  REGISTRATION_FAILED: "Bei der Registrierung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  ADMIN_EMAIL_REQUIRED: "Email is required",
  ADMIN_EMAIL_INVALID: "Please enter a valid email address",
  ADMIN_PASSWORD_REQUIRED: "Password is required",
  ADMIN_PASSWORD_TOO_SHORT: "Password must be at least 6 characters",
  INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials and try again.",
  EMAIL_NOT_CONFIRMED: "Please verify your email address before logging in.",
  AUTH_FAILED: "Authentication failed. Please try again.",
  LOGIN_FAILED: "Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  CURRENT_PASSWORD_WRONG: "Das aktuelle Passwort ist nicht korrekt.",
  PASSWORD_CHANGE_FAILED: "Beim Ändern des Passworts ist ein Fehler aufgetreten",
  RESET_TOKEN_MISSING: "No access token found. Please make sure you clicked the link from your email.",
  RESET_TOKEN_INVALID: "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  RESET_FAILED: "Failed to update password",
  FORGOT_FAILED: "Failed to send reset email",
  RATE_LIMITED: "Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in {{minutes}} Minuten erneut.",
  UNAUTHENTICATED: "Sie sind nicht angemeldet",
  FORBIDDEN: "Unberechtigter Zugriff",
  NOT_ADMIN: "You do not have admin privileges. Access denied.",
  CROSS_ORIGIN: "Anfrage abgelehnt: Sie kam nicht von der Prona-Seite.",
  NOT_FOUND: "Nicht gefunden",
  PROFILE_MISSING: "Profilinformationen sind nicht verfügbar. Bitte melden Sie sich erneut an.",
  MAINTENANCE: "Prona wird gewartet. Bitte versuchen Sie es gleich noch einmal.",
  PAYLOAD_TOO_LARGE: "Die Anfrage ist zu groß.",
  IMAGE_INVALID: "Die Datei ist kein gültiges Foto (PNG, JPG, WebP oder GIF).",
  IMAGE_TOO_LARGE: "Das Foto ist größer als {{mb}} MB.",
  INTERNAL: "Ein unerwarteter Fehler ist aufgetreten",

  // --- listings (issue 3): add entries below this line ---

  // --- owner properties (issue 3): add entries below this line ---

  // --- signed-in area (issue 4): add entries below this line ---
  NOTIFICATION_NOT_FOUND: "Benachrichtigung nicht gefunden.",
  NOTIFICATIONS_LOAD_FAILED: "Beim Laden der Benachrichtigungen ist ein Fehler aufgetreten",
  PROFILE_UPDATE_FAILED: "Beim Aktualisieren des Profils ist ein Fehler aufgetreten",
  INVALID_PHONE: "Bitte geben Sie eine gültige Telefonnummer ein (z. B. +383 44 123 456).",
  DELETE_PASSWORD_WRONG: "Das Passwort ist nicht korrekt. Das Konto wurde nicht gelöscht.",
  ACCOUNT_DELETE_FAILED: "Beim Löschen des Kontos ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  USER_NOT_FOUND: "Benutzer nicht gefunden.",
  REQUEST_NOT_FOUND: "Anfrage nicht gefunden.",
  FAVORITE_NOT_FOUND: "Diese Immobilie ist nicht in Ihren Favoriten.",

  // --- admin (issue 5): add entries below this line ---
  ADMIN_GRANT_REQUIRED: "Bitte füllen Sie das Pflichtfeld aus.",
  ADMIN_GRANT_NOT_FOUND_PERSONAL_ID: "Der Benutzer wurde nicht gefunden oder nicht zum Administrator gemacht. Stellen Sie sicher, dass die persönliche ID korrekt ist.",
  ADMIN_GRANT_NOT_FOUND_EMAIL: "Der Benutzer wurde nicht gefunden oder nicht zum Administrator gemacht. Stellen Sie sicher, dass die E-Mail korrekt ist.",
  ADMIN_GRANT_NOT_FOUND_UUID: "Der Benutzer wurde nicht gefunden oder nicht zum Administrator gemacht. Stellen Sie sicher, dass die UUID korrekt ist.",
  ADMIN_USER_NOT_FOUND: "Benutzer nicht gefunden",
  ADMIN_PROPERTY_NOT_FOUND: "Immobilie nicht gefunden",
  ADMIN_NOT_PENDING: "Diese Immobilie wartet nicht mehr auf Prüfung: Ändern Sie stattdessen den Status.",
  ADMIN_STATUS_REQUIRED: "Bitte wählen Sie einen Status.",
  ADMIN_REASON_TOO_LONG: "Die Begründung darf höchstens 1000 Zeichen haben.",
  ADMIN_CANNOT_DELETE_SELF: "Sie können Ihr eigenes Konto nicht im Adminbereich löschen.",
  ADMIN_FEATURED_LIMIT: "Die Höchstzahl hervorgehobener Immobilien ({{limit}}) ist erreicht. Entfernen Sie zuerst eine hervorgehobene Immobilie.",
  ADMIN_NOT_PREMIUM: "Dieser Benutzer ist nicht Premium.",
  ADMIN_REFERENCE_INVALID: "Die Zahlungsreferenz muss die Form PREMIUM-USER-XXXXXX haben.",

  // --- info pages (issue 6): add entries below this line ---
};

export default errors;
