import { formatNumber } from "~/domain/format";

/** Areas as Kosovo reads them: 1.250,5 */
export function formatArea(area: number): string {
  return formatNumber(area, 2);
}
