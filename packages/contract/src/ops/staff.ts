import { z } from 'zod';
import { EMAIL_PATTERN, plainText } from '../common/fields.ts';

export const staffRoles = ['concierge', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];
/** Who signs in to the console with an e-mail and password: staff, and (issue 18) a merchant's users, scoped to it. */
export const consoleRoles = [...staffRoles, 'merchant'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

/** Long enough to resist guessing; staff passwords guard every cardholder's booking and contact. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** Same brute-force rule as OTP sign-in (spec 01 §9): this many wrong tries lock for DEFAULT_LOCKOUT_MINUTES. */
export const STAFF_MAX_WRONG_PASSWORDS = 5;

const staffEmailSchema = plainText({ trim: true }).toLowerCase().max(254).regex(EMAIL_PATTERN, 'Enter a valid e-mail address.');
const passwordSchema = z.string().min(1, 'Enter your password.').max(STAFF_PASSWORD_MAX_LENGTH);

/** Spec 01 §7: POST /sessions with e-mail and password. */
export const staffSignInSchema = z.object({ email: staffEmailSchema, password: passwordSchema });
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** Spec 01 §7: POST /sessions/concierge_login with a password only (the concierge desk's account). */
export const conciergeLoginSchema = z.object({ password: passwordSchema });

export const newStaffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`)
  .max(STAFF_PASSWORD_MAX_LENGTH);

export const addStaffSchema = z.object({
  email: staffEmailSchema,
  name: plainText({ trim: true }).min(1, 'Enter a name.').max(100),
  role: z.enum(staffRoles, 'Choose a role.'),
  password: newStaffPasswordSchema,
});
export type AddStaff = z.infer<typeof addStaffSchema>;

/** Spec 01 §7's sessions response: the token and where the signed-in user belongs. */
export const staffSessionResponseSchema = z.object({
  data: z.object({
    type: z.literal('session'),
    attributes: z.object({ token: z.string(), role: z.enum(consoleRoles), email: z.string(), name: z.string().nullable() }),
    relationships: z.object({ target: z.object({ links: z.object({ subdomain: z.string() }) }) }),
  }),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const staffMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable(), role: z.enum(staffRoles) });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/ops/me: who is signed in to the console, and for a merchant's user the one merchant it acts for. */
export const consoleMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(consoleRoles),
  merchant_id: z.string().nullable(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** The one-time token an invitation e-mail links to (and only its keyed hash is stored). */
export const PASSWORD_TOKEN_VALID_HOURS = 72;
/** POST /api/core/sessions/set_password: the invitation's token and the new password. */
export const setPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: newStaffPasswordSchema,
});
export type SetPassword = z.infer<typeof setPasswordSchema>;
export const setPasswordResponseSchema = z.object({ status: z.literal('success'), msg: z.string(), email: z.string() });

/** A reset link (issue 29) lives an hour: long enough to open the e-mail, short enough to be stale when found later. */
export const PASSWORD_RESET_VALID_MINUTES = 60;
/** POST /api/core/sessions/change_password: signed in, with the current password. */
export const changePasswordSchema = z
  .object({ current_password: passwordSchema, password: newStaffPasswordSchema })
  .refine((v) => v.current_password !== v.password, { path: ['password'], message: 'Choose a password other than the current one.' });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
/** POST /api/core/sessions/forgot_password: the same answer whether or not the e-mail has an account. */
export const forgotPasswordSchema = z.object({ email: staffEmailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;
/** POST /api/core/sessions/reset_password: the e-mailed link's token and the new password. */
export const resetPasswordSchema = setPasswordSchema;
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
export const passwordMessageResponseSchema = z.object({ status: z.literal('success'), msg: z.string() });
export type PasswordMessageResponse = z.infer<typeof passwordMessageResponseSchema>;
