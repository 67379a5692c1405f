import { useRouteLoaderData } from "react-router";
import { DEFAULT_PROMISES, type Promises } from "~/domain/promises";

type RootData = { promises?: Promises };

/**
 * What Prona promises owners (photos, listings, prices), as the root loader read it from the platform
 * settings (domain/promises.ts): every page says the same. Outside a page (a component's unit test),
 * a fresh install's.
 */
export function usePromises(): Promises {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.promises ?? DEFAULT_PROMISES;
}
