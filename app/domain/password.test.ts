import { describe, expect, it } from "vitest";
import { isCommonPassword } from "#app/lib/password/common-passwords.server.ts";
import {
  NEW_PASSWORD_COMMON,
  NEW_PASSWORD_IS_EMAIL,
  NEW_PASSWORD_REPEATED,
  NEW_PASSWORD_REQUIRED,
  NEW_PASSWORD_TOO_LONG,
  NEW_PASSWORD_TOO_SHORT,
  passwordLength,
  passwordProblem,
} from "./password.ts";

const email = "alex.citizen@example.com";
const check = (password: string) => passwordProblem(password, { email, isCommon: isCommonPassword });

describe("new password rules (NIST SP 800-63B)", () => {
  it.each([
    ["eight characters, letters only", "tramcord"],
    ["no composition rules: lower case words", "correct horse battery staple"],
    ["spaces count and are kept", "  four  words  here  "],
    ["64 characters", "a1".repeat(32)],
    ["100 characters", "x".repeat(99) + "y"],
    ["Unicode letters", "пароль-на-русском"],
    ["Chinese characters (8 of them)", "我的密码很长很好"],
    ["emoji", "🐈🐕🐄🐖🐓🦆🐝🦋"],
    ["accents, composed or not", "cafe\u0301 na\u00efve cre\u0300me"],
    ["right-to-left script", "كلمة سر طويلة"],
    ["symbols only", "!@#$%^&*()_+{}"],
    ["the email with more to it", `${email} is mine`],
  ])("accepts %s", (_name, password) => {
    expect(check(password)).toBeNull();
  });

  it.each([
    ["empty", "", NEW_PASSWORD_REQUIRED],
    ["seven characters", "tramcor", NEW_PASSWORD_TOO_SHORT],
    ["seven emoji (14 UTF-16 units)", "🐈🐕🐄🐖🐓🦆🐝", NEW_PASSWORD_TOO_SHORT],
    ["101 characters", "x".repeat(100) + "y", NEW_PASSWORD_TOO_LONG],
    ["a common password", "password", NEW_PASSWORD_COMMON],
    ["a common password in capitals", "PASSWORD1", NEW_PASSWORD_COMMON],
    ["a breached favourite", "iloveyou", NEW_PASSWORD_COMMON],
    ["digits in a row", "12345678", NEW_PASSWORD_COMMON],
    ["a keyboard walk", "qwertyuiop", NEW_PASSWORD_COMMON],
    ["a common password with spaces around it", "  football  ", NEW_PASSWORD_COMMON],
    ["full-width letters of a common one", "ｐａｓｓｗｏｒｄ", NEW_PASSWORD_COMMON],
    ["the email itself", email, NEW_PASSWORD_IS_EMAIL],
    ["the email in capitals", email.toUpperCase(), NEW_PASSWORD_IS_EMAIL],
    ["the email's name part", "alex.citizen", NEW_PASSWORD_IS_EMAIL],
    ["one character repeated", "aaaaaaaaaa", NEW_PASSWORD_REPEATED],
  ])("refuses %s", (_name, password, message) => {
    expect(check(password)).toBe(message);
  });

  it("counts characters as people do, not UTF-16 units", () => {
    expect(passwordLength("🐈🐕")).toBe(2);
    expect(passwordLength("cafe\u0301")).toBe(4);
  });

  it("refuses nothing for the email when there is none", () => {
    expect(passwordProblem("alex.citizen", { isCommon: () => false })).toBeNull();
  });
});
