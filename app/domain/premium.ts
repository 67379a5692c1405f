/** Premium is effective while is_premium is set and premium_until is empty or in the future. */
export function isPremiumActive(
  profile: { is_premium: boolean; premium_until: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!profile.is_premium) return false;
  if (profile.premium_until === null) return true;
  return new Date(profile.premium_until).getTime() > now.getTime();
}
