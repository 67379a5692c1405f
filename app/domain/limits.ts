// Business constants of document 1 §9 and document 2 §9 that are not platform settings.

export const MIN_PASSWORD_LENGTH = 6;
/** argon2 work is bounded: longer inputs are refused before hashing. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

export const FREE_PROPERTY_LIMIT = 3;
export const HOME_LATEST_COUNT = 4;
export const DASHBOARD_LATEST_COUNT = 4;
export const NOTIFICATION_DROPDOWN_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_RECENT_COUNT = 5;
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const PREMIUM_GRANT_MONTHS = 3;

export const NAV_SHADOW_THRESHOLD_PX = 20;
export const VIEWER_REFRESH_MS = 30_000;
export const REDIRECT_AFTER_SAVE_MS = 2_000;
export const COPY_CONFIRMATION_MS = 2_000;
export const SUCCESS_BANNER_MS = 3_000;
export const CONTACT_AUTO_CLOSE_MS = 3_000;
export const RESET_REDIRECT_MS = 3_000;

export const UPLOAD_RETRIES = 3;
export const UPLOAD_RETRY_BASE_MS = 500;

export const ROOM_FILTER_OPTIONS = [1, 2, 3, 4, 5] as const;
export const SORT_OPTIONS = ["newest", "price_low", "price_high", "relevance"] as const;

/** Sessions: 'remember me' keeps the cookie for this long; otherwise it ends with the browser. */
export const SESSION_DAYS = 30;
export const RESET_TOKEN_MINUTES = 60;

/** Form posts and JSON bodies: a few text fields; the largest (a description) is far below this. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

const MB = 1024 * 1024;

/** One photo: up to max_upload_size MB. */
export function photoMaxBytes(maxUploadMb: number): number {
  return maxUploadMb * MB;
}

/** A body carrying photos: each up to max_upload_size MB, plus 1 MB for the form's fields. */
export function uploadBodyMaxBytes(photos: number, maxUploadMb: number): number {
  return photos * photoMaxBytes(maxUploadMb) + MB;
}

/** How many searches one person may keep, and the length of their names (issue 13, item 4). */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/** A reader's message to a listing's owner (document 1 §5). */
export const CONTACT_REQUEST_MESSAGE_MAX = 2000;
/** A report's own words, and an administrator's message to the owner about reports. */
export const REPORT_TEXT_MAX = 1000;
export const REPORT_OWNER_MESSAGE_MAX = 2000;
