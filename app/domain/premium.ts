/** Premium is effective while is_premium is set and premium_until is empty or in the future. */
export function isPremiumActive(
  profile: { is_premium: boolean; premium_until: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!profile.is_premium) return false;
  if (profile.premium_until === null) return true;
  return new Date(profile.premium_until).getTime() > now.getTime();
}

/**
 * What the annual plan saves against twelve monthly payments, to the cent; never negative.
 * With the default prices this is 12 × 9.99 − 99.99 = 19.89 EUR: document 1 §9 prints "19.98"
 * (two months' price, 2 × 9.99), which overstates the real saving by 9 cents.
 */
export function annualSaving(monthly: number, yearly: number): number {
  return Math.max(0, Math.round((monthly * 12 - yearly) * 100) / 100);
}
