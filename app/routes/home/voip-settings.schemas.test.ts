import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PHONE_FORMAT_MESSAGE } from "#app/domain/phone.ts";
import { FORWARD_REQUIRED_MESSAGE, toVoipUpdate, voipSettingsSchema } from "./voip-settings.schemas.ts";

function parse(entries: Record<string, string>) {
  const form = new FormData();
  form.set("intent", "voip-settings");
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return parseWithZod(form, { schema: voipSettingsSchema });
}

describe("VoIP settings form", () => {
  it("reads checkboxes and normalises the forwarding number", () => {
    const result = parse({ callForwardingEnabled: "on", callForwardingNumber: "+61 412 345 678", doNotDisturb: "on" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(toVoipUpdate(result.value)).toEqual({
      callerIdBlocked: false,
      callForwardingEnabled: true,
      callForwardingNumber: "0412345678",
      voicemailEnabled: false,
      doNotDisturb: true,
    });
  });

  it("needs a number when forwarding is on", () => {
    const result = parse({ callForwardingEnabled: "on" });
    expect(result.status).toBe("error");
    expect(result.reply().error?.callForwardingNumber).toEqual([FORWARD_REQUIRED_MESSAGE]);
  });

  it("rejects a number that is not Australian, even with forwarding off", () => {
    const result = parse({ callForwardingNumber: "12345" });
    expect(result.reply().error?.callForwardingNumber).toEqual([PHONE_FORMAT_MESSAGE]);
  });

  it("clears the number when none is given", () => {
    const result = parse({});
    expect(result.status).toBe("success");
    if (result.status === "success") expect(toVoipUpdate(result.value).callForwardingNumber).toBeNull();
  });
});
