import type { RouterContextProvider } from "react-router";
import { servicesContext } from "./context";

/** The map's tile server for a page (MAP_TILE_URL and its attribution). */
export function mapTilesOf(context: Readonly<RouterContextProvider>): { url: string; attribution: string } {
  const { url, attribution } = context.get(servicesContext).config.mapTiles;
  return { url, attribution };
}
