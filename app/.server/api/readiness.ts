/** A database that does not answer within this is as good as unreachable (a probe must not hang). */
const PING_TIMEOUT_MS = 2_000;

export type Readiness = { status: "ready" | "draining" | "unavailable"; code: 200 | 503 };

/**
 * Whether the process should get requests: not while it shuts down, nor while its database does not
 * answer `ping` within `timeoutMs`. (While its migrations run at start-up, it does not listen yet.)
 */
export async function readiness(draining: boolean, ping: () => Promise<void>, timeoutMs = PING_TIMEOUT_MS): Promise<Readiness> {
  if (draining) return { status: "draining", code: 503 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([ping(), timeout]);
    return { status: "ready", code: 200 };
  } catch {
    return { status: "unavailable", code: 503 };
  } finally {
    clearTimeout(timer);
  }
}
