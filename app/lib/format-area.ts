const areaFormat = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** Areas as Kosovo reads them: 1.250,5 */
export function formatArea(area: number): string {
  return areaFormat.format(area);
}
