import type sq from "../sq/map";
import type { Translation } from "../types";

const map: Translation<typeof sq> = {
  loading: "Loading the map…",
  unavailable: "The map could not be loaded. The list and the address are complete.",
  noScript: "The map needs JavaScript. The list of properties below is complete.",
  view: "Map",
  areaChip: "Area chosen on the map",
  clearArea: "Remove the area filter",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  listings: {
    label: "Map of the properties found",
    searchArea: "Search this area",
    cluster_one: "{{count}} property here: zoom in",
    cluster_other: "{{count}} properties here: zoom in",
    open: "View the property",
    approximate: "Approximate location",
    capped: "Showing {{count}} of {{total}} properties: zoom in or use the filters.",
  },
  detail: {
    heading: "Location",
    label: "Map of the property's location",
    pin: "The property's location",
    approximate: "The owner shows only the approximate area (about 1 km), not the exact address.",
  },
  picker: {
    heading: "Location on the map",
    intro: "Click the map (or drag the pin) where the property is. You can also type the coordinates.",
    label: "Map to choose the location: click to place the pin",
    pin: "The chosen location (drag to move it)",
    latitude: "Latitude",
    longitude: "Longitude",
    useCentre: "Use the place's centre",
    emptyHint: "Without coordinates, the centre of the neighbourhood or municipality you type under Location is used.",
    privacy: "What visitors see",
    exact: "The exact location on the map",
    approximate: "Only the approximate area (about 1 km), not the exact address",
    noScript: "The map needs JavaScript: type the coordinates below, or leave them empty for the place's centre.",
    far: "The pin is about {{distance}} km from the centre of the place you typed under Location ({{place}}). Check that the property really is there, or use the place's centre.",
  },
};

export default map;
