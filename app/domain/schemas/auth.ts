import { z } from "zod";
import { USER_TYPES } from "../enums";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../limits";
import { toBoolean } from "./parse";

// Issue messages are error codes (domain/errors.ts); the catalogs turn them into the spec's texts.

const required = (max: number) => z.string({ error: "REQUIRED_FIELDS" }).trim().min(1, "REQUIRED_FIELDS").max(max, "VALIDATION");

const email = z
  .string({ error: "REQUIRED_FIELDS" })
  .trim()
  .min(1, "REQUIRED_FIELDS")
  .max(MAX_EMAIL_LENGTH, "INVALID_EMAIL")
  .pipe(z.email("INVALID_EMAIL"))
  .transform((value) => value.toLowerCase());

/** Passwords are not trimmed: spaces are characters the user chose. */
const password = z.string({ error: "REQUIRED_FIELDS" }).min(1, "REQUIRED_FIELDS");

/** Mismatch is reported before length, as the spec's forms do. */
function checkNewPassword(
  ctx: z.RefinementCtx,
  value: string,
  confirmation: string,
  mismatch: "PASSWORDS_MISMATCH" | "NEW_PASSWORDS_MISMATCH",
  field: string,
  confirmField: string,
) {
  if (value !== confirmation) {
    ctx.addIssue({ code: "custom", message: mismatch, path: [confirmField] });
  } else if (value.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", message: "PASSWORD_TOO_SHORT", path: [field] });
  } else if (value.length > MAX_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", message: "PASSWORD_TOO_LONG", path: [field] });
  }
}

export const registerSchema = z
  .object({
    name: required(MAX_NAME_LENGTH),
    email,
    password,
    confirm_password: password,
    user_type: z.preprocess(
      (value) => (value === undefined || value === "" ? "buyer" : value),
      z.enum(USER_TYPES, { error: "INVALID_USER_TYPE" }),
    ),
  })
  .superRefine((data, ctx) =>
    checkNewPassword(ctx, data.password, data.confirm_password, "PASSWORDS_MISMATCH", "password", "confirm_password"),
  );

export const loginSchema = z.object({
  email,
  password: password.max(MAX_PASSWORD_LENGTH, "INVALID_CREDENTIALS"),
  remember_me: z.preprocess(toBoolean, z.boolean()),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    access_token: z.string({ error: "RESET_TOKEN_MISSING" }).trim().min(1, "RESET_TOKEN_MISSING").max(200, "RESET_TOKEN_INVALID"),
    password,
    confirm_password: password,
  })
  .superRefine((data, ctx) =>
    checkNewPassword(ctx, data.password, data.confirm_password, "PASSWORDS_MISMATCH", "password", "confirm_password"),
  );

export const changePasswordSchema = z
  .object({
    current_password: password,
    new_password: password,
    confirm_password: password,
  })
  .superRefine((data, ctx) =>
    checkNewPassword(ctx, data.new_password, data.confirm_password, "NEW_PASSWORDS_MISMATCH", "new_password", "confirm_password"),
  );

/** The admin login form (document 2 §5) has its own English messages, checked in this order. */
export const adminLoginSchema = z.object({
  email: z
    .string({ error: "ADMIN_EMAIL_REQUIRED" })
    .trim()
    .min(1, "ADMIN_EMAIL_REQUIRED")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "ADMIN_EMAIL_INVALID")
    .max(MAX_EMAIL_LENGTH, "ADMIN_EMAIL_INVALID")
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: "ADMIN_PASSWORD_REQUIRED" })
    .min(1, "ADMIN_PASSWORD_REQUIRED")
    .min(MIN_PASSWORD_LENGTH, "ADMIN_PASSWORD_TOO_SHORT")
    .max(MAX_PASSWORD_LENGTH, "INVALID_CREDENTIALS"),
});

/** Account deletion (Settings) is confirmed with the password. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "REQUIRED_FIELDS" }).min(1, "REQUIRED_FIELDS").max(MAX_PASSWORD_LENGTH, "DELETE_PASSWORD_WRONG"),
});
