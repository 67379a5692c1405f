import { afterAll, beforeAll } from "vitest";
import { type Api, createApi } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import { createTestServices } from "./services";

/**
 * The setup API test files share: services on a fresh database of the file's own
 * (createTestServices) and the API over them, made before the file's tests and closed after them.
 *
 *     const { services, api } = setupTestApi();
 *
 * Call it at the top of the file, before the file's own hooks: a `beforeAll` written after it runs
 * after it (and may use both), an `afterAll` written after it runs before they close. Until the file's
 * first hook both are stand-ins that refuse any use (their objects exist only from then on). `env` goes
 * to the configuration as createTestServices takes it.
 */
export function setupTestApi(env: Record<string, string> = {}): { services: Services; api: Api } {
  let services: Services | undefined;
  let api: Api | undefined;
  beforeAll(async () => {
    services = await createTestServices(env);
    api = createApi(services);
  });
  afterAll(async () => {
    await services?.close();
    services = undefined;
    api = undefined;
  });
  return { services: late("services", () => services), api: late("api", () => api) };
}

/**
 * A stand-in for an object made later: every use reaches the object (its methods bound to it, so
 * private fields work); used before it is there (at the file's top level) or after it is closed, it
 * throws and says so.
 */
function late<T extends object>(name: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`setupTestApi's ${name} is there inside the file's hooks and tests only`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const object = target();
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
  });
}
