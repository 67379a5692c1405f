import { z } from "zod";
import {
  adminLoginSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "~/domain/schemas/auth";

// The JSON of /api/auth (and the signed-in person /api/me answers with): the forms' bodies as the
// services check them, and the answers.

/** The signed-in person as the browser and the API see them (domain/session-user.ts). */
const sessionUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    user_type: z.string(),
    is_premium: z.boolean(),
    premium_until: z.iso.datetime().nullable(),
    premium_active: z.boolean().meta({ description: "is_premium and not expired." }),
    is_admin: z.boolean(),
    personal_id: z.string().meta({ description: "The account's personal ID (the premium payment's reference)." }),
    notify_email: z.boolean(),
    notify_property_alerts: z.boolean(),
    notify_messages: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "SessionUser", description: "The signed-in person." });

export const userAnswerSchema = z.object({ user: sessionUserSchema });
export const sessionAnswerSchema = z.object({
  user: sessionUserSchema.nullable().meta({ description: "null: no session." }),
});

export const registerBody = registerSchema.meta({
  id: "Registration",
  description: "The registration form (document 1 §2); user_type is buyer when left out.",
});
export const loginBody = loginSchema.meta({ id: "Login", description: "remember_me: a session that outlives the browser." });
export const adminLoginBody = adminLoginSchema.meta({ id: "AdminLogin" });
export const forgotPasswordBody = forgotPasswordSchema.meta({ id: "ForgotPassword" });
export const resetPasswordBody = resetPasswordSchema.meta({
  id: "ResetPassword",
  description: "access_token: the token of the e-mailed link.",
});
export const changePasswordBody = changePasswordSchema.meta({ id: "ChangePassword" });
export const deleteAccountBody = deleteAccountSchema.meta({ id: "DeleteAccount", description: "Confirmed with the password." });
