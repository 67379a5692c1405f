import { Hono } from "hono";
import { changePassword } from "../../auth/change-password";
import { adminLogin, login } from "../../auth/login";
import { logout } from "../../auth/logout";
import { requestPasswordReset, resetPassword } from "../../auth/password-reset";
import { registerAccount } from "../../auth/register";
import { type ApiEnv, currentUser, forwardCookies, readBody, requestInfo, requireUser } from "../env";

/** Accounts: register, log in and out, the current session, password reset and change. */
export const authRoutes = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const { user, headers } = await registerAccount(c.get("services"), await readBody(c), requestInfo(c));
    forwardCookies(c, headers);
    return c.json({ user }, 201);
  })
  .post("/login", async (c) => {
    const { user, headers } = await login(c.get("services"), await readBody(c), requestInfo(c));
    forwardCookies(c, headers);
    return c.json({ user });
  })
  .post("/admin-login", async (c) => {
    const { user, headers } = await adminLogin(c.get("services"), await readBody(c), requestInfo(c));
    forwardCookies(c, headers);
    return c.json({ user });
  })
  .post("/logout", async (c) => {
    forwardCookies(c, await logout(c.get("services"), requestInfo(c)));
    return c.json({ ok: true });
  })
  .get("/session", async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ user: await currentUser(c) });
  })
  .post("/forgot-password", async (c) => {
    await requestPasswordReset(c.get("services"), await readBody(c), requestInfo(c));
    return c.json({ ok: true });
  })
  .post("/reset-password", async (c) => {
    await resetPassword(c.get("services"), await readBody(c), requestInfo(c));
    return c.json({ ok: true });
  })
  .post("/change-password", async (c) => {
    await requireUser(c);
    forwardCookies(c, await changePassword(c.get("services"), await readBody(c), requestInfo(c)));
    return c.json({ ok: true });
  });
