import { describe, expect, it } from "vitest";
import type { AppError } from "../errors";
import { adminLoginSchema, changePasswordSchema, loginSchema, registerSchema } from "./auth";
import { parseInput } from "./parse";

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as AppError).code;
  }
}

describe("register schema", () => {
  const valid = { name: " Arta ", email: " Arta@Example.COM ", password: "sekret", confirm_password: "sekret" };

  it("trims the name, normalises the e-mail and defaults to buyer", () => {
    expect(parseInput(registerSchema, valid)).toEqual({
      name: "Arta",
      email: "arta@example.com",
      password: "sekret",
      confirm_password: "sekret",
      user_type: "buyer",
    });
  });

  it("reports the mismatch before the length, as the spec's form does", () => {
    expect(codeOf(() => parseInput(registerSchema, { ...valid, password: "abc", confirm_password: "abd" }))).toBe("PASSWORDS_MISMATCH");
    expect(codeOf(() => parseInput(registerSchema, { ...valid, password: "abc", confirm_password: "abc" }))).toBe("PASSWORD_TOO_SHORT");
  });

  it("requires all four fields", () => {
    expect(codeOf(() => parseInput(registerSchema, {}))).toBe("REQUIRED_FIELDS");
  });

  it("keeps spaces in passwords", () => {
    expect(parseInput(registerSchema, { ...valid, password: " a b c ", confirm_password: " a b c " }).password).toBe(" a b c ");
  });
});

describe("login schema", () => {
  it("reads 'remember me' from a checkbox", () => {
    expect(parseInput(loginSchema, { email: "a@b.co", password: "x", remember_me: "on" }).remember_me).toBe(true);
    expect(parseInput(loginSchema, { email: "a@b.co", password: "x" }).remember_me).toBe(false);
  });
});

describe("change password schema", () => {
  it("uses the settings page's own mismatch message", () => {
    expect(
      codeOf(() => parseInput(changePasswordSchema, { current_password: "a", new_password: "sekret1", confirm_password: "sekret2" })),
    ).toBe("NEW_PASSWORDS_MISMATCH");
  });
});

describe("admin login schema", () => {
  it.each([
    [{}, "ADMIN_EMAIL_REQUIRED"],
    [{ email: "a@b" }, "ADMIN_EMAIL_INVALID"],
    [{ email: "a@b.co" }, "ADMIN_PASSWORD_REQUIRED"],
    [{ email: "a@b.co", password: "12345" }, "ADMIN_PASSWORD_TOO_SHORT"],
  ])("%j → %s", (input, code) => {
    expect(codeOf(() => parseInput(adminLoginSchema, input))).toBe(code);
  });
});
