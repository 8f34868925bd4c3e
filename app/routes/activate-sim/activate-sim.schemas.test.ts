import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { codeSchema, createIdentitySchema, keepNumberSchema, simSchema } from "./activate-sim.schemas.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: Record<string, string>) => {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? null : submission.error;
};

describe("SIM activation questions", () => {
  it("SIM number: required, format, Luhn check digit; normalised", () => {
    expect(errorsOf(simSchema, { simNumber: "" })).toEqual({ simNumber: ["Enter your SIM number"] });
    expect(errorsOf(simSchema, { simNumber: "8961 0123" })?.simNumber?.[0]).toMatch(/19 or 20 digits/);
    expect(errorsOf(simSchema, { simNumber: "8961012345678901233" })?.simNumber?.[0]).toMatch(/not a real SIM number/);
    const ok = parseWithZod(form({ simNumber: "8961 0123 4567 8901 232" }), { schema: simSchema });
    expect(ok.status === "success" && ok.value.simNumber).toBe("8961012345678901232");
  });

  it("number to keep: an Australian mobile only", () => {
    expect(errorsOf(keepNumberSchema, { portInMsn: "" })).toEqual({
      portInMsn: ["Enter the mobile number you want to keep"],
    });
    expect(errorsOf(keepNumberSchema, { portInMsn: "02 9876 5432" })?.portInMsn?.[0]).toMatch(/Australian mobile/);
    const ok = parseWithZod(form({ portInMsn: "+61 400 111 222" }), { schema: keepNumberSchema });
    expect(ok.status === "success" && ok.value.portInMsn).toBe("0400111222");
  });

  it("code: 6 digits", () => {
    expect(errorsOf(codeSchema, { code: "" })).toEqual({ code: ["Enter the 6-digit code"] });
    expect(errorsOf(codeSchema, { code: "12345" })).toEqual({ code: ["The code must be 6 digits, like 736 399"] });
    expect(errorsOf(codeSchema, { code: "123 456" })).toBeNull();
  });

  it("identity: date of birth in the past and 18 or over, a document number of the document's form", () => {
    const schema = createIdentitySchema(() => new Date("2026-11-23T01:00:00Z")); // noon in Sydney
    const base = {
      "dateOfBirth.day": "17",
      "dateOfBirth.month": "5",
      "dateOfBirth.year": "1980",
      idType: "passport",
      idNumber: "pa1234567",
    };
    expect(errorsOf(schema, base)).toBeNull();
    expect(errorsOf(schema, { ...base, "dateOfBirth.year": "2027" })?.dateOfBirth).toEqual([
      "Date of birth must be in the past",
    ]);
    expect(
      errorsOf(schema, { ...base, "dateOfBirth.day": "24", "dateOfBirth.month": "11", "dateOfBirth.year": "2008" })
        ?.dateOfBirth,
    ).toEqual(["You must be 18 or over to activate a mobile service"]);
    expect(
      errorsOf(schema, { ...base, "dateOfBirth.day": "23", "dateOfBirth.month": "11", "dateOfBirth.year": "2008" }),
    ).toBeNull();
    expect(errorsOf(schema, { ...base, idNumber: "12345" })?.idNumber?.[0]).toMatch(
      /^Enter the number as it is on your passport/,
    );
    expect(errorsOf(schema, { ...base, idType: "" })?.idType).toEqual(["Choose the identity document you will use"]);
  });
});
