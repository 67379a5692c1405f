import { describe, expect, it } from "vitest";
import { parseInput } from "./parse";
import { reportOwnerMessageSchema, reportSchema } from "./reports";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe("reportSchema", () => {
  it("takes a reason, an optional text and e-mail, trimmed (empty ones become null, the e-mail lower case)", () => {
    expect(parseInput(reportSchema, { reason: "fraud", text: "  ", email: "" })).toEqual({ reason: "fraud", text: null, email: null });
    expect(parseInput(reportSchema, { reason: "duplicate", text: " E njëjta si nr. 10004 ", email: " Besa@Example.COM " })).toEqual({
      reason: "duplicate",
      text: "E njëjta si nr. 10004",
      email: "besa@example.com",
    });
  });

  it("needs a known reason, a text for 'other', at most 1000 characters and a valid e-mail", () => {
    expect(codeOf(() => parseInput(reportSchema, {}))).toBe("REPORT_REASON_INVALID");
    expect(codeOf(() => parseInput(reportSchema, { reason: "spam" }))).toBe("REPORT_REASON_INVALID");
    expect(codeOf(() => parseInput(reportSchema, { reason: "other" }))).toBe("REPORT_TEXT_REQUIRED");
    expect(parseInput(reportSchema, { reason: "other", text: "Numri i telefonit nuk punon." }).text).toBe("Numri i telefonit nuk punon.");
    expect(codeOf(() => parseInput(reportSchema, { reason: "fraud", text: "x".repeat(1001) }))).toBe("REPORT_TEXT_TOO_LONG");
    expect(codeOf(() => parseInput(reportSchema, { reason: "fraud", email: "jo adresë" }))).toBe("INVALID_EMAIL");
    expect(codeOf(() => parseInput(reportSchema, { reason: "fraud", text: "a\u0000b" }))).toBe("CONTROL_CHARACTERS");
  });
});

describe("reportOwnerMessageSchema", () => {
  it("needs a message of at most 2000 characters", () => {
    expect(codeOf(() => parseInput(reportOwnerMessageSchema, { message: " " }))).toBe("REPORT_MESSAGE_REQUIRED");
    expect(codeOf(() => parseInput(reportOwnerMessageSchema, { message: "y".repeat(2001) }))).toBe("REPORT_MESSAGE_TOO_LONG");
    expect(parseInput(reportOwnerMessageSchema, { message: " Korrigjoni çmimin. " })).toEqual({ message: "Korrigjoni çmimin." });
  });
});
