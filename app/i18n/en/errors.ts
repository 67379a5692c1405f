import type { ErrorCode } from "~/domain/errors";

const errors: Record<ErrorCode, string> = {
  VALIDATION: "The data sent is not valid.",
  REQUIRED_FIELDS: "Please fill in all required fields",
  INVALID_EMAIL: "Please enter a valid email address.",
  PASSWORD_TOO_SHORT: "The password must have at least 6 characters",
  PASSWORD_TOO_LONG: "The password may have at most 128 characters",
  PASSWORDS_MISMATCH: "The passwords do not match",
  NEW_PASSWORDS_MISMATCH: "The new passwords do not match",
  INVALID_USER_TYPE: "Choose one of the account types: buyer, renter, seller or landlord.",
  EMAIL_TAKEN: "An account with this email already exists. Log in or reset your password.",
  REGISTRATION_FAILED: "Something went wrong while signing up. Please try again.",
  ADMIN_EMAIL_REQUIRED: "Email is required",
  ADMIN_EMAIL_INVALID: "Please enter a valid email address",
  ADMIN_PASSWORD_REQUIRED: "Password is required",
  ADMIN_PASSWORD_TOO_SHORT: "Password must be at least 6 characters",
  INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials and try again.",
  EMAIL_NOT_CONFIRMED: "Please verify your email address before logging in.",
  AUTH_FAILED: "Authentication failed. Please try again.",
  LOGIN_FAILED: "Something went wrong while logging in. Please try again.",
  CURRENT_PASSWORD_WRONG: "The current password is not correct.",
  PASSWORD_CHANGE_FAILED: "Something went wrong while changing the password",
  RESET_TOKEN_MISSING: "No access token found. Please make sure you clicked the link from your email.",
  RESET_TOKEN_INVALID: "The password reset link is invalid or has expired. Please request a new one.",
  RESET_FAILED: "Failed to update password",
  FORGOT_FAILED: "Failed to send reset email",
  RATE_LIMITED: "Too many attempts in a short time. Please try again in {{minutes}} minutes.",
  UNAUTHENTICATED: "You are not logged in",
  FORBIDDEN: "Unauthorised access",
  NOT_ADMIN: "You do not have admin privileges. Access denied.",
  CROSS_ORIGIN: "Request refused: it did not come from Prona's site.",
  NOT_FOUND: "Not found",
  PROFILE_MISSING: "Profile information is not available. Please log in again.",
  MAINTENANCE: "Prona is under maintenance. Please try again shortly.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  IMAGE_INVALID: "The file is not a valid photo (PNG, JPG, WebP or GIF).",
  IMAGE_TOO_LARGE: "The photo is larger than {{mb}} MB.",
  INTERNAL: "An unexpected error occurred",

  // --- listings (issue 3): add entries below this line ---

  // --- owner properties (issue 3): add entries below this line ---

  // --- signed-in area (issue 4): add entries below this line ---
  NOTIFICATION_NOT_FOUND: "Notification not found.",
  NOTIFICATIONS_LOAD_FAILED: "An error occurred while loading the notifications",
  PROFILE_UPDATE_FAILED: "An error occurred while updating the profile",
  INVALID_PHONE: "Please enter a valid phone number (e.g. +383 44 123 456).",
  DELETE_PASSWORD_WRONG: "The password is not correct. The account was not deleted.",
  ACCOUNT_DELETE_FAILED: "An error occurred while deleting the account. Please try again.",
  USER_NOT_FOUND: "User not found.",
  REQUEST_NOT_FOUND: "Request not found.",
  FAVORITE_NOT_FOUND: "This property is not in your favourites.",

  // --- admin (issue 5): add entries below this line ---
  ADMIN_GRANT_REQUIRED: "Please fill in the required field.",
  ADMIN_GRANT_NOT_FOUND_PERSONAL_ID: "The user was not found or was not made an administrator. Make sure the personal ID is correct.",
  ADMIN_GRANT_NOT_FOUND_EMAIL: "The user was not found or was not made an administrator. Make sure the email is correct.",
  ADMIN_GRANT_NOT_FOUND_UUID: "The user was not found or was not made an administrator. Make sure the UUID is correct.",
  ADMIN_USER_NOT_FOUND: "User not found",
  ADMIN_PROPERTY_NOT_FOUND: "Property not found",
  ADMIN_NOT_PENDING: "This property is no longer pending: use the status change instead.",
  ADMIN_STATUS_REQUIRED: "Please choose a status.",
  ADMIN_REASON_TOO_LONG: "The reason may have at most 1000 characters.",
  ADMIN_CANNOT_DELETE_SELF: "You cannot delete your own account from the admin area.",
  ADMIN_FEATURED_LIMIT: "The limit of featured properties ({{limit}}) has been reached. Remove a featured property before adding another.",
  ADMIN_NOT_PREMIUM: "This user is not Premium.",
  ADMIN_REFERENCE_INVALID: "The payment reference must look like PREMIUM-USER-XXXXXX.",

  // --- info pages (issue 6): add entries below this line ---
};

export default errors;
