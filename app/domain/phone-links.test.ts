import { describe, expect, it } from "vitest";
import { internationalDigits, phoneLinks } from "./phone-links";

describe("phone links", () => {
  it("writes Kosovo numbers in international form, whatever their spelling", () => {
    expect(internationalDigits("+383 44 210 310")).toBe("38344210310");
    expect(internationalDigits("044 210-310")).toBe("38344210310");
    expect(internationalDigits("00383 49 555 120")).toBe("38349555120");
    expect(internationalDigits("+49 30 1234567")).toBe("49301234567");
  });
  it("gives a call, WhatsApp and Viber link", () => {
    expect(phoneLinks("044 210 310")).toEqual({
      tel: "tel:+38344210310",
      whatsapp: "https://wa.me/38344210310",
      viber: "viber://chat?number=%2B38344210310",
    });
  });
});
