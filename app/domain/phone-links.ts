/** The ways to reach a revealed number: a call, WhatsApp and Viber (issue 14 §3). */
export type PhoneLinks = { tel: string; whatsapp: string; viber: string };

/** Kosovo's country code: local numbers ("044 123 456") are written without it. */
const KOSOVO = "383";

/**
 * The number in international form, digits only ("+383 44 123 456" → "38344123456"): "00" and a
 * leading "+" are the international prefix, a single leading 0 is a Kosovo trunk prefix.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return KOSOVO + digits.slice(1);
  return digits;
}

export function phoneLinks(phone: string): PhoneLinks {
  const digits = internationalDigits(phone);
  return { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}`, viber: `viber://chat?number=%2B${digits}` };
}
