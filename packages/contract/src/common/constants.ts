/** Business constants of spec 01 §9 and spec 02 §9. */
export const OTP_LENGTH = 6;
export const OTP_TIMER_SECONDS = 180;
export const DEFAULT_LOCKOUT_MINUTES = 30;
/** OTP limits (spec 01 §4): a code is valid 5 minutes; 5 wrong tries lock for DEFAULT_LOCKOUT_MINUTES; 5 sends per mobile per 30 minutes. */
export const OTP_VALID_MINUTES = 5;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_SENDS_PER_MOBILE = 5;
export const OTP_SEND_WINDOW_MINUTES = 30;
export const OTP_RESEND_DELAY_MS = 3_000;
export const OTP_VERIFY_DELAY_MS = 1_000;
export const MOBILE_LENGTH = 10;
export const COUNTRY_CALLING_CODE = '91';
export const COUNTRY_CODE = 'IN';
export const BIN_LENGTH = 8;
export const SHORT_BIN_LENGTH = 6;
export const STICKY_HEADER_THRESHOLD_PX = 80;
export const MOBILE_BREAKPOINT_PX = 993;
export const HELPLINE = '1800 103 4962';
export const COPYRIGHT_YEARS = '2020-21';
/** Spec: a session auto-expires 15 minutes after its last use (the API's session lifetime). */
export const SESSION_AUTO_EXPIRY_MINUTES = 15;

export const GOLF_ADVANCE_DAYS = 4;
export const AIRPORT_CONCIERGE_ALLOWED_BEFORE_DAYS = 1;
export const AIRPORT_TRANSFER_ALLOWED_BEFORE_DAYS = 1;
export const GOLF_FEE_RUPEES = 10;
export const AIRPORT_FEE_RUPEES = 1;
export const DEFAULT_PAYMENT_AMOUNT = 10;
export const GOLF_CONFIRMATION_HOURS = 48;
export const AIRPORT_CONFIRMATION_HOURS_BEFORE = 15;
// Issue 15's kinds keep their numbers with their facts (turf/turf-facts.ts, t20/t20-facts.ts).
export const GOLF_FIRST_HOUR = 6;
export const GOLF_LAST_HOUR = 20;
export const AIRPORT_GUEST_COUNT_OPTIONS = [1, 2, 3] as const;
export const AIRPORT_TOTAL_GUEST_LIMIT = 6;
export const TRANSFER_TRAVELLER_COUNTS = [0, 1, 2] as const;
export const TIME_FILTER_LEAD_DAYS = 2;
export const MINUTE_STEP = 15;
export const MINUTES = [0, 15, 30, 45] as const;
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/** One file's most bytes and one request's most files: the server's defaults, and the browser checks the same before sending. */
export const UPLOAD_MAX_FILE_BYTES = 5 * 1_048_576;
export const UPLOAD_MAX_FILES = 6;
export const VEHICLE_WAIT_MINUTES = 15;
export const CARD_NUMBER_MIN_LENGTH = 15;
export const CARD_NUMBER_MAX_LENGTH = 27;
export const API_ID = 'axis';
export const ERROR_REPORTING = { release: '3.3.0', tracesSampleRate: 0.2 } as const;
