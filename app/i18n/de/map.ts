import type sq from "../sq/map";
import type { Translation } from "../types";

const map: Translation<typeof sq> = {
  loading: "Die Karte wird geladen…",
  unavailable: "Die Karte konnte nicht geladen werden. Liste und Adresse sind vollständig.",
  noScript: "Die Karte braucht JavaScript. Die Liste der Immobilien unten ist vollständig.",
  view: "Karte",
  areaChip: "Auf der Karte gewählter Bereich",
  clearArea: "Bereichsfilter entfernen",
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  listings: {
    label: "Karte der gefundenen Immobilien",
    searchArea: "In diesem Bereich suchen",
    cluster_one: "{{count}} Immobilie hier: heranzoomen",
    cluster_other: "{{count}} Immobilien hier: heranzoomen",
    open: "Immobilie ansehen",
    approximate: "Ungefähre Lage",
    capped: "{{count}} von {{total}} Immobilien angezeigt: heranzoomen oder Filter nutzen.",
  },
  detail: {
    heading: "Lage",
    label: "Karte mit der Lage der Immobilie",
    pin: "Lage der Immobilie",
    approximate: "Der Eigentümer zeigt nur die ungefähre Gegend (etwa 1 km), nicht die genaue Adresse.",
  },
  picker: {
    heading: "Lage auf der Karte",
    intro:
      "Klicken Sie auf die Karte (oder ziehen Sie die Markierung) dorthin, wo die Immobilie liegt. Sie können die Koordinaten auch eingeben.",
    label: "Karte zur Wahl der Lage: klicken, um die Markierung zu setzen",
    pin: "Die gewählte Lage (zum Verschieben ziehen)",
    latitude: "Breitengrad",
    longitude: "Längengrad",
    useCentre: "Ortszentrum verwenden",
    emptyHint: "Ohne Koordinaten wird das Zentrum des unter Lage eingegebenen Viertels oder der Gemeinde verwendet.",
    privacy: "Was Besucher sehen",
    exact: "Die genaue Lage auf der Karte",
    approximate: "Nur die ungefähre Gegend (etwa 1 km), ohne genaue Adresse",
    noScript: "Die Karte braucht JavaScript: Geben Sie die Koordinaten unten ein oder lassen Sie sie leer für das Ortszentrum.",
    far: "Die Markierung liegt etwa {{distance}} km vom Zentrum des Ortes entfernt, den Sie unter Ort eingegeben haben ({{place}}). Prüfen Sie, ob die Immobilie wirklich dort liegt, oder verwenden Sie das Ortszentrum.",
  },
};

export default map;
