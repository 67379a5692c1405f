import { hash, verify } from "@node-rs/argon2";

/**
 * The cost of new password hashes. `standard` is argon2id with OWASP's recommended minimum (19 MiB,
 * 2 iterations, 1 lane). `test` is the least argon2 allows (8 KiB, 1 iteration): about a thousand
 * times cheaper, for tests only; the configuration refuses it unless NODE_ENV=test (config.ts).
 */
export type PasswordHashCost = "standard" | "test";

// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = {
  standard: { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;

export function hashPassword(password: string, cost: PasswordHashCost = "standard"): Promise<string> {
  return hash(password, OPTIONS[cost]);
}

/** Checks a password against a stored hash; the cost comes from the hash itself. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
}
