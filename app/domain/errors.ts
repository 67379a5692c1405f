// Every refusal the server makes has a code. The code decides the HTTP status; the message is the
// spec's text for it in the reader's language (catalog namespace "errors", key = code).

export const ERROR_STATUS = {
  VALIDATION: 400,
  REQUIRED_FIELDS: 400,
  INVALID_EMAIL: 400,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORDS_MISMATCH: 400,
  NEW_PASSWORDS_MISMATCH: 400,
  INVALID_USER_TYPE: 400,
  EMAIL_TAKEN: 409,
  REGISTRATION_FAILED: 500,
  ADMIN_EMAIL_REQUIRED: 400,
  ADMIN_EMAIL_INVALID: 400,
  ADMIN_PASSWORD_REQUIRED: 400,
  ADMIN_PASSWORD_TOO_SHORT: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  AUTH_FAILED: 401,
  LOGIN_FAILED: 500,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_CHANGE_FAILED: 500,
  RESET_TOKEN_MISSING: 400,
  RESET_TOKEN_INVALID: 400,
  RESET_FAILED: 500,
  FORGOT_FAILED: 500,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_ADMIN: 403,
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  PROFILE_MISSING: 401,
  MAINTENANCE: 503,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_INVALID: 415,
  IMAGE_TOO_LARGE: 413,
  INTERNAL: 500,

  // --- listings (issue 3): add entries below this line ---

  // --- owner properties (issue 3): add entries below this line ---
  PROPERTY_LOGIN_REQUIRED: 401,
  PRICE_NOT_POSITIVE: 400,
  PRICE_TOO_HIGH: 400,
  ROOMS_INVALID: 400,
  BATHROOMS_INVALID: 400,
  AREA_INVALID: 400,
  TITLE_TOO_LONG: 400,
  DESCRIPTION_TOO_LONG: 400,
  LOCATION_TOO_LONG: 400,
  TOO_MANY_FEATURES: 400,
  FEATURE_TOO_LONG: 400,
  INVALID_PROPERTY_TYPE: 400,
  INVALID_LISTING_TYPE: 400,
  INVALID_STATUS_FILTER: 400,
  PROPERTY_LIMIT_REACHED: 403,
  PROPERTY_LIMIT_CHECK_FAILED: 500,
  PROPERTY_NOT_FOUND: 404,
  NOT_PROPERTY_OWNER: 403,
  PROPERTY_CREATE_FAILED: 500,
  PROPERTY_UPDATE_FAILED: 500,
  PROPERTY_DELETE_FAILED: 500,
  PROPERTY_LOAD_FAILED: 500,
  IMAGE_LIMIT_REACHED: 400,
  IMAGE_NOT_IN_PROPERTY: 400,
  IMAGES_REQUIRED: 400,
  IMAGE_UPLOAD_FAILED: 500,

  // --- signed-in area (issue 4): add entries below this line ---
  NOTIFICATION_NOT_FOUND: 404,
  NOTIFICATIONS_LOAD_FAILED: 500,
  PROFILE_UPDATE_FAILED: 500,
  INVALID_PHONE: 400,
  DELETE_PASSWORD_WRONG: 400,
  ACCOUNT_DELETE_FAILED: 500,
  USER_NOT_FOUND: 404,
  REQUEST_NOT_FOUND: 404,
  FAVORITE_NOT_FOUND: 404,

  // --- admin (issue 5): add entries below this line ---
  ADMIN_GRANT_REQUIRED: 400,
  ADMIN_GRANT_NOT_FOUND_PERSONAL_ID: 404,
  ADMIN_GRANT_NOT_FOUND_EMAIL: 404,
  ADMIN_GRANT_NOT_FOUND_UUID: 404,
  ADMIN_USER_NOT_FOUND: 404,
  ADMIN_PROPERTY_NOT_FOUND: 404,
  ADMIN_NOT_PENDING: 409,
  ADMIN_STATUS_REQUIRED: 400,
  ADMIN_REASON_TOO_LONG: 400,
  ADMIN_CANNOT_DELETE_SELF: 409,
  ADMIN_FEATURED_LIMIT: 409,
  ADMIN_NOT_PREMIUM: 409,
  ADMIN_REFERENCE_INVALID: 400,

  // --- info pages (issue 6): add entries below this line ---
  CONTACT_REQUIRED_FIELDS: 400,
  CONTACT_NAME_TOO_LONG: 400,
  CONTACT_SUBJECT_TOO_LONG: 400,
  CONTACT_MESSAGE_TOO_LONG: 400,
  CONTACT_SEND_FAILED: 500,
  CONTACT_MESSAGE_NOT_FOUND: 404,
  REVIEW_TITLE_REQUIRED: 400,
  REVIEW_TITLE_TOO_LONG: 400,
  REVIEW_RATING_REQUIRED: 400,
  REVIEW_CATEGORY_INVALID: 400,
  REVIEW_COMMENT_REQUIRED: 400,
  REVIEW_COMMENT_TOO_SHORT: 400,
  REVIEW_COMMENT_TOO_LONG: 400,
  REVIEW_SEND_FAILED: 500,
  REVIEW_NOT_FOUND: 404,
  REVIEWS_LOAD_FAILED: 500,
  AGENCIES_LOAD_FAILED: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Values interpolated into a message, e.g. `{ minutes: 5 }`. */
export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** Per-field codes for form validation: field name → error code. */
    readonly fields: Record<string, ErrorCode> = {},
  ) {
    super(code);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The JSON body of a refusal: `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
};
