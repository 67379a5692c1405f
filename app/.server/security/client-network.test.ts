import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const forms = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0035",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2:0:0:192.0.2.1",
      "2001:db8:1:2::1%eth0",
    ];
    for (const form of forms) expect(clientNetwork(form), form).toBe("2001:db8:1:2::/64");
  });

  it("keeps other /64 networks apart", () => {
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("passes anything that is not an address through", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});
