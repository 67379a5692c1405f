import { useRouteLoaderData } from "react-router";
import { DEFAULT_SETTINGS } from "~/domain/settings";
import { type Promises, promisesOf } from "~/domain/promises";

type LayoutData = { promises: Promises };

/**
 * What Prona promises owners (photos, listings, prices), as the public layout read it from the platform
 * settings (domain/promises.ts): every page under that layout says the same. Outside it (admin), the
 * defaults.
 */
export function usePromises(): Promises {
  const data = useRouteLoaderData("routes/public/layout") as LayoutData | undefined;
  return data?.promises ?? promisesOf(DEFAULT_SETTINGS);
}
