import fs from "node:fs";

/**
 * The demo accounts' sessions, signed in once per run (global-setup.ts) instead of once per test: the
 * browser tests' app hashes passwords at production cost, and most tests only read as one of these
 * accounts. A test that signs out, or changes what a session carries, signs in an account of its own.
 */
const DEMO_SESSIONS = {
  buyer: { email: "buyer@prona.local", endpoint: "/api/auth/login" },
  owner: { email: "owner@prona.local", endpoint: "/api/auth/login" },
  premium: { email: "premium@prona.local", endpoint: "/api/auth/login" },
  // The administrator through the public login (a session without the admin login's check) and through
  // the admin login.
  adminUser: { email: "admin@prona.local", endpoint: "/api/auth/login" },
  admin: { email: "admin@prona.local", endpoint: "/api/auth/admin-login" },
} as const;
export type DemoRole = keyof typeof DEMO_SESSIONS;
const DEMO_PASSWORD = "demo1234";

/** A cookie as Playwright's storage state holds it. */
export type StoredCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
};
type SessionsFile = { sessions: Record<DemoRole, StoredCookie[]> } | { error: string };

export const sessionsFile = (dataDir: string) => `${dataDir}.sessions.json`;

/** Set-Cookie headers as Playwright's cookies for the app's host. */
function storedCookies(setCookies: string[], baseUrl: string): StoredCookie[] {
  const { hostname } = new URL(baseUrl);
  return setCookies.map((header) => {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name));
    const maxAge = attribute("max-age=");
    const sameSite = attribute("samesite=")?.split("=")[1]?.toLowerCase();
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: attribute("path=")?.split("=")[1] ?? "/",
      expires: maxAge ? Math.floor(Date.now() / 1000) + Number(maxAge.split("=")[1]) : -1,
      httpOnly: Boolean(attribute("httponly")),
      secure: Boolean(attribute("secure")),
      sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
    };
  });
}

/**
 * Waits until the app answers, signs every demo role in once and writes their cookies to the sessions
 * file (or the reason it could not); the test files wait for that file (server-ready.ts).
 */
export async function storeDemoSessions(baseUrl: string, dataDir: string, stopped: () => boolean): Promise<void> {
  const write = (content: SessionsFile) => {
    fs.writeFileSync(`${sessionsFile(dataDir)}.tmp`, JSON.stringify(content));
    fs.renameSync(`${sessionsFile(dataDir)}.tmp`, sessionsFile(dataDir));
  };
  try {
    const deadline = Date.now() + 110_000;
    while (
      !(await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (stopped() || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const sessions = {} as Record<DemoRole, StoredCookie[]>;
    for (const [role, { email, endpoint }] of Object.entries(DEMO_SESSIONS) as [DemoRole, (typeof DEMO_SESSIONS)[DemoRole]][]) {
      const response = await fetch(`${baseUrl}${endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`sign-in of ${email} through ${endpoint} answered ${response.status}`);
      sessions[role] = storedCookies(response.headers.getSetCookie(), baseUrl);
    }
    write({ sessions });
  } catch (error) {
    write({ error: String(error) });
  }
}

const read = new Map<string, Record<DemoRole, StoredCookie[]>>();

/** A demo role's stored cookies (the file is there once server-ready.ts let the test file start). */
export function demoSession(dataDir: string, role: DemoRole): StoredCookie[] {
  if (!read.has(dataDir)) {
    const content = JSON.parse(fs.readFileSync(sessionsFile(dataDir), "utf8")) as SessionsFile;
    if ("error" in content) throw new Error(`The demo sessions could not be stored: ${content.error}`);
    read.set(dataDir, content.sessions);
  }
  return read.get(dataDir)![role];
}

/** A demo role's session as a Cookie request header. */
export function demoCookieHeader(dataDir: string, role: DemoRole): string {
  return demoSession(dataDir, role)
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/** The role stored for a demo sign-in, if it is one. */
export function demoRoleOf(email: string, password: string, endpoint: string): DemoRole | undefined {
  if (password !== DEMO_PASSWORD) return undefined;
  return (Object.keys(DEMO_SESSIONS) as DemoRole[]).find(
    (role) => DEMO_SESSIONS[role].email === email && DEMO_SESSIONS[role].endpoint === endpoint,
  );
}
