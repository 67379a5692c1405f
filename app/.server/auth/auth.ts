import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, RESET_TOKEN_MINUTES, SESSION_DAYS } from "~/domain/limits";
import { AUTH_ADDRESS_HEADER } from "./request-info";
import type { Db } from "../db/client";
import { credentials, profiles, sessions, verifications } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "../mail/templates";
import { hashPassword, type PasswordHashCost, verifyPassword } from "./password";
import { registrationContext } from "./registration-context";

export type AuthDeps = {
  db: Db;
  secret: string;
  publicUrl: string;
  secureCookies: boolean;
  mailer: Mailer;
  logger: Logger;
  /** The cost of new password hashes (config.passwordHashCost). */
  passwordHashCost: PasswordHashCost;
};

export const SESSION_COOKIE_PREFIX = "prona";

/**
 * better-auth, used as a library: Prona's own /api/auth endpoints validate input, apply rate limits
 * and map errors to the spec's messages, then call `auth.api.*`. Its HTTP handler is not mounted.
 */
export function createAuth(deps: AuthDeps) {
  const { db, logger } = deps;
  return betterAuth({
    appName: "Prona",
    baseURL: deps.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    logger: {
      log(level, message) {
        // better-auth warns on every unknown e-mail at login; that is routine, not noteworthy.
        if (level === "error") logger.error({ source: "better-auth" }, message);
        else logger.debug({ source: "better-auth", level }, message);
      },
    },
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, credentials, sessions, verifications },
      transaction: true,
    }),
    // Our endpoints enforce rate limits with the shared database store (security/rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: { hash: (password) => hashPassword(password, deps.passwordHashCost), verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${deps.publicUrl}/reset-password#access_token=${encodeURIComponent(token)}`;
        await deps.mailer.send(resetPasswordMail({ to: user.email, name: user.name, link }));
      },
    },
    user: {
      modelName: "profiles",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        user_type: { type: "string", required: false, defaultValue: "buyer", input: true },
        // personal_id is the column's default (prona_new_personal_id()), unique, set in the insert.
        is_admin: { type: "boolean", required: false, defaultValue: false, input: false },
        is_premium: { type: "boolean", required: false, defaultValue: false, input: false },
        // The rest of the profile, never set through better-auth (the columns' defaults apply at sign-up):
        // declared so that its session read returns the whole row, and a page does not read it again
        // (session-user.ts). Undeclared values would be dropped from what it returns.
        phone: { type: "string", required: false, input: false },
        premium_until: { type: "date", required: false, input: false },
        personal_id: { type: "string", required: false, input: false },
        verified_at: { type: "date", required: false, input: false },
        notify_email: { type: "boolean", required: false, input: false },
        notify_property_alerts: { type: "boolean", required: false, input: false },
        notify_messages: { type: "boolean", required: false, input: false },
      },
    },
    session: {
      modelName: "sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: "credentials",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
      // Reset tokens are stored hashed: a leaked table does not let anyone reset a password.
      storeIdentifier: "hashed",
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: deps.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      database: { generateId: () => crypto.randomUUID() },
      // Prona's endpoints pass the client address the HTTP shell resolved (accounts/request-info.ts).
      ipAddress: { ipAddressHeaders: [AUTH_ADDRESS_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const decision = registrationContext.getStore();
            if (!decision) throw new Error("Accounts are created through registerAccount()");
            return { data: { ...user, is_admin: decision.isAdmin, is_premium: false } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
