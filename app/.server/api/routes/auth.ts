import { Hono } from "hono";
import { changePassword } from "../../auth/change-password";
import { adminLogin, login } from "../../auth/login";
import { logout } from "../../auth/logout";
import { requestPasswordReset, resetPassword } from "../../auth/password-reset";
import { registerAccount } from "../../auth/register";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, currentUser, forwardCookies, readBody, requestInfo, requireUser } from "../env";
import {
  adminLoginBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  sessionAnswerSchema,
  userAnswerSchema,
} from "../schemas/auth";
import { okSchema } from "../schemas/properties";

// Bodies are checked by the account services (their order of checks and rate limits is theirs).
const visitor = { tags: ["auth"], access: "visitor" } as const;

const register = contract({
  ...visitor,
  operationId: "register",
  summary: "Create an account and sign in",
  description: "Sets the session cookie. Limited per client address (429).",
  request: { body: { schema: registerBody, checkedBy: "service" } },
  responses: {
    201: { description: "The new account, signed in.", schema: userAnswerSchema },
    ...refusals(400, 409, 429, 503),
  },
});

const signIn = contract({
  ...visitor,
  operationId: "login",
  summary: "Sign in with e-mail and password",
  description:
    "Sets the session cookie. Limited per address, per address and account, and per account for browsers the account never signed in on (429). " +
    "In maintenance only administrators get in (503).",
  request: { body: { schema: loginBody, checkedBy: "service" } },
  responses: {
    200: { description: "The signed-in person.", schema: userAnswerSchema },
    ...refusals(400, 401, 403, 429, 503),
  },
});

const signInAsAdmin = contract({
  ...visitor,
  operationId: "adminLogin",
  summary: "Sign in to the admin area",
  description: "As login, with the admin form's own messages; anyone but an administrator is refused (403 NOT_ADMIN).",
  request: { body: { schema: adminLoginBody, checkedBy: "service" } },
  responses: {
    200: { description: "The signed-in administrator.", schema: userAnswerSchema },
    ...refusals(400, 401, 403, 429),
  },
});

const signOut = contract({
  ...visitor,
  operationId: "logout",
  summary: "Sign out",
  description: "Ends the session (if any) and clears its cookie.",
  responses: { 200: { description: "Signed out.", schema: okSchema } },
});

const session = contract({
  ...visitor,
  operationId: "getSession",
  summary: "Who is signed in",
  responses: { 200: { description: "The signed-in person, or null.", schema: sessionAnswerSchema } },
});

const forgotPassword = contract({
  ...visitor,
  operationId: "forgotPassword",
  summary: "E-mail a password reset link",
  description: "The answer is the same whether the address has an account or not. Limited per client address (429).",
  request: { body: { schema: forgotPasswordBody, checkedBy: "service" } },
  responses: { 200: { description: "Sent, if the address has an account.", schema: okSchema }, ...refusals(400, 429, 503) },
});

const reset = contract({
  ...visitor,
  operationId: "resetPassword",
  summary: "Set a new password with the e-mailed link's token",
  description: "The token works once; every session of the account ends. Limited per client address (429).",
  request: { body: { schema: resetPasswordBody, checkedBy: "service" } },
  responses: { 200: { description: "The password is changed.", schema: okSchema }, ...refusals(400, 429, 503) },
});

const change = contract({
  tags: ["auth"],
  access: "user",
  operationId: "changePassword",
  summary: "Change one's password",
  description: "Other sessions end; this one continues with a fresh cookie. Limited per client address (429).",
  request: { body: { schema: changePasswordBody, checkedBy: "service" } },
  responses: { 200: { description: "The password is changed.", schema: okSchema }, ...refusals(400, 401, 429, 503) },
});

/** Accounts: register, log in and out, the current session, password reset and change. */
export const authRoutes = new Hono<ApiEnv>()
  .post("/register", register, async (c) => {
    const { user, headers } = await registerAccount(c.get("services"), await readBody(c), requestInfo(c));
    forwardCookies(c, headers);
    return reply(c, register, 201, { user });
  })
  .post("/login", signIn, async (c) => {
    const { user, headers } = await login(c.get("services"), await readBody(c), requestInfo(c));
    forwardCookies(c, headers);
    return reply(c, signIn, 200, { user });
  })
  .post("/admin-login", signInAsAdmin, async (c) => {
    const { user, headers } = await adminLogin(c.get("services"), await readBody(c), requestInfo(c));
    forwardCookies(c, headers);
    return reply(c, signInAsAdmin, 200, { user });
  })
  .post("/logout", signOut, async (c) => {
    forwardCookies(c, await logout(c.get("services"), requestInfo(c)));
    return reply(c, signOut, 200, { ok: true });
  })
  .get("/session", session, async (c) => {
    c.header("cache-control", "no-store");
    return reply(c, session, 200, { user: await currentUser(c) });
  })
  .post("/forgot-password", forgotPassword, async (c) => {
    await requestPasswordReset(c.get("services"), await readBody(c), requestInfo(c));
    return reply(c, forgotPassword, 200, { ok: true });
  })
  .post("/reset-password", reset, async (c) => {
    await resetPassword(c.get("services"), await readBody(c), requestInfo(c));
    return reply(c, reset, 200, { ok: true });
  })
  .post("/change-password", change, async (c) => {
    await requireUser(c);
    forwardCookies(c, await changePassword(c.get("services"), await readBody(c), requestInfo(c)));
    return reply(c, change, 200, { ok: true });
  });
