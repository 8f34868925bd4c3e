import { afterEach, describe, expect, it } from "vitest";
import { NEW_PASSWORD_COMMON, NEW_PASSWORD_CONTEXT, NEW_PASSWORD_IS_EMAIL } from "#app/domain/password.ts";
import { config } from "#server/config.ts";
import { newPasswordProblem } from "./new-password.server.ts";

/**
 * NIST SP 800-63B's context-specific words: a new password built on the portal's name, a brand
 * (the OE wholesaler's included), the network provider's name or the email's local part is refused,
 * in any case or spacing; a long passphrase that merely contains one is not.
 */

const wholesaler = config.wholesaler;
afterEach(() => {
  config.wholesaler = wholesaler;
});

const EMAIL = "alex.citizen@example.com";

describe("context-specific words", () => {
  it.each([
    ["the product's name with a year", "SelfServicePortal2026"],
    ["the product's name, spaced and in another case", "self service PORTAL 99"],
    ["the product's name with punctuation", "Self-Service-Portal!!"],
    ["part of the product's name", "ServicePortal#1"],
    ["the network provider's name", "Superloop2026!"],
    ["the email's local part with a little more", "alex.citizen2026"],
    ["the email's local part without its dot", "AlexCitizen!!1"],
  ])("refuses %s", (_name, password) => {
    expect(newPasswordProblem(password, EMAIL)).toBe(NEW_PASSWORD_CONTEXT);
  });

  it("refuses the wholesaler's brand name when the portal is its variant", () => {
    expect(newPasswordProblem("AcmeEnergy2026", EMAIL)).toBeNull();
    config.wholesaler = { code: "oe", name: "Acme Energy", isOE: true };
    expect(newPasswordProblem("AcmeEnergy2026", EMAIL)).toBe(NEW_PASSWORD_CONTEXT);
    expect(newPasswordProblem("acme energy rules!", EMAIL)).toBe(NEW_PASSWORD_CONTEXT);
  });

  it("refuses a context word with a common password around it", () => {
    expect(newPasswordProblem("superloop-password", EMAIL)).toBe(NEW_PASSWORD_CONTEXT);
  });

  it.each([
    ["a passphrase that happens to name the provider", "superloop carries my lovely cats home"],
    ["a passphrase with the local part in it", "alex likes quiet mornings by the citizen sea"],
    ["words unrelated to the account", "correct horse battery staple"],
  ])("accepts %s", (_name, password) => {
    expect(newPasswordProblem(password, EMAIL)).toBeNull();
  });

  it("keeps the more exact messages: the email itself, a common password", () => {
    expect(newPasswordProblem(EMAIL, EMAIL)).toBe(NEW_PASSWORD_IS_EMAIL);
    expect(newPasswordProblem("password1", EMAIL)).toBe(NEW_PASSWORD_COMMON);
  });

  it("checks the brand words where the email is not known (a reset link)", () => {
    expect(newPasswordProblem("SelfServicePortal2026")).toBe(NEW_PASSWORD_CONTEXT);
  });
});
