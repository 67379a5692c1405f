import { createContext, type RouterContextProvider } from "react-router";
import type { PlatformSettings } from "~/domain/settings";
import { keptSettings } from "../platform/settings";
import { servicesContext } from "./context";

/**
 * The platform settings of this page request, read once by the root middleware for the maintenance
 * check, the root loader (site name, currency, promises) and the layouts, instead of once by each.
 * Null for a form post (its action may change them: the loaders after it read them fresh) or when they
 * could not be read (then each reader meets the failure itself).
 */
export const settingsContext = createContext<PlatformSettings | null>(null);

export async function readRequestSettings(request: Request, context: Readonly<RouterContextProvider>): Promise<PlatformSettings | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  return currentSettings(context).catch(() => null);
}

/** This request's settings: the middleware's copy, or read now. */
export async function requestSettings(context: Readonly<RouterContextProvider>): Promise<PlatformSettings> {
  return context.get(settingsContext) ?? currentSettings(context);
}

/** The settings at the current content version (kept until they change: cache/caches.ts). Shared: never changed by readers. */
function currentSettings(context: Readonly<RouterContextProvider>): Promise<PlatformSettings> {
  return keptSettings(context.get(servicesContext));
}
