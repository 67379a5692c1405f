/** Premium is effective while is_premium is set and premium_until is empty or in the future. */
export function isPremiumActive(profile: { is_premium: boolean; premium_until: Date | string | null }, now: Date = new Date()): boolean {
  if (!profile.is_premium) return false;
  if (profile.premium_until === null) return true;
  return new Date(profile.premium_until).getTime() > now.getTime();
}

/**
 * What the annual plan gives against paying monthly, in whole free months and their value at the
 * monthly price. Document 1 §9 shows the default plan's saving as 19.98 EUR (two months at 9.99);
 * counted to the cent, 12 × 9.99 − 99.99 is 19.89, so the page says "two months free, worth 19.98"
 * rather than claiming a saving of 19.98 (docs/decisions/0006-premium-annual-saving.md).
 */
export function annualOffer(monthly: number, yearly: number): { free_months: number; value: number } {
  if (!(monthly > 0)) return { free_months: 0, value: 0 };
  const freeMonths = Math.max(0, Math.round((monthly * 12 - yearly) / monthly));
  return { free_months: freeMonths, value: Math.round(freeMonths * monthly * 100) / 100 };
}
