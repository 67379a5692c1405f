import { premiumReference } from "~/domain/admin";
import { annualOffer } from "~/domain/premium";
import type { PremiumFeature } from "~/domain/settings";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { imageLimitFor } from "~/domain/promises";
import { getSettings, ownPaymentDetails, publicContact } from "../platform/settings";

export type PremiumOffer = {
  prices: {
    monthly: number;
    yearly: number;
    /** Whole months the yearly price saves, and their value at the monthly price. */ annual_offer: { free_months: number; value: number };
  };
  /** The benefits the operator offers (platform settings, premium.features). */
  features: PremiumFeature[];
  /** Photos per property for premium owners (the 'more images' benefit). */
  premium_image_limit: number;
  /** The bank details an administrator set; "" while unset (a fresh install shows no sample IBAN). */
  payment: {
    bank_name: string;
    account_holder: string;
    iban: string;
    /** PREMIUM-{personal_id}, null without a personal ID */ reference: string | null;
  };
  /** The support address, else the contact address, an administrator set; "" while neither is. */
  support_email: string;
  status: { is_premium: boolean; premium_active: boolean; premium_until: string | null };
};

/** The premium page of document 1 §2: prices, bank details and support address from the platform settings, the user's status. */
export async function getPremiumOffer(
  deps: { db: DbOrTx },
  user: Pick<SessionUser, "personal_id" | "is_premium" | "premium_active" | "premium_until">,
): Promise<PremiumOffer> {
  const settings = await getSettings(deps.db);
  const { monthly_price, yearly_price, features } = settings.premium;
  const bank = ownPaymentDetails(settings.premium) ?? { bank_name: "", account_holder: "", iban: "" };
  return {
    prices: { monthly: monthly_price, yearly: yearly_price, annual_offer: annualOffer(monthly_price, yearly_price) },
    features,
    premium_image_limit: imageLimitFor(settings.properties, true),
    payment: { ...bank, reference: user.personal_id ? premiumReference(user.personal_id) : null },
    support_email: publicContact(settings.site).supportEmail,
    status: { is_premium: user.is_premium, premium_active: user.premium_active, premium_until: user.premium_until },
  };
}
