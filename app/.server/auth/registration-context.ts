import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the register service decided before better-auth opens its sign-up transaction. The user
 * create hook runs inside that transaction, where it must not query on its own: on PGlite (one
 * connection) such a query would wait for the transaction forever.
 */
export type RegistrationDecision = { isAdmin: boolean };

export const registrationContext = new AsyncLocalStorage<RegistrationDecision>();
