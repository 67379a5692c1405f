/** The tile server the page's loader passes on (MAP_TILE_URL and its attribution). */
export type MapTiles = { url: string; attribution: string };
