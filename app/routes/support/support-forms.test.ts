import { describe, expect, it } from "vitest";
import { complaintTicket, countCharacters, faultTicket, parseReference, supportTicket } from "./support-forms.ts";
import { complaintSchema, faultSchema, ticketSchema } from "./support-forms.schemas.ts";

function issues(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
}

const complaint = {
  topic: "billing",
  serviceId: "1",
  description: "Charged twice.",
  outcome: "Refund.",
  contactMethod: "email",
  urgent: "no",
};

describe("complaintSchema", () => {
  it("names every missing answer", () => {
    expect(issues(complaintSchema, {})).toEqual({
      topic: "Choose what your complaint is about",
      serviceId: "Choose the service your complaint is about, or that it is not about one service",
      description: "Describe your complaint",
      outcome: "Tell us what you would like us to do to put things right",
      contactMethod: "Choose how we should contact you",
      urgent: "Tell us whether your complaint is urgent",
    });
  });

  it("counts a CRLF line break as one character and refuses over 2,000", () => {
    const atLimit = `${"a".repeat(999)}\r\n${"b".repeat(1000)}`;
    expect(countCharacters(atLimit)).toBe(2000);
    expect(issues(complaintSchema, { ...complaint, description: atLimit })).toEqual({});
    expect(issues(complaintSchema, { ...complaint, description: `${atLimit}c` })).toEqual({
      description: "The description of your complaint must be 2,000 characters or fewer",
    });
  });

  it("needs a phone number when a call is wanted, and refuses control characters", () => {
    expect(issues(complaintSchema, { ...complaint, contactMethod: "phone" })).toEqual({
      contactPhone: "Enter a phone number so we can call you",
    });
    expect(issues(complaintSchema, { ...complaint, outcome: "a\u0000b" })).toEqual({
      outcome: "The outcome you want must not contain special control characters",
    });
  });

  // The rule itself is app/domain/text.ts; here, that free text keeps its line breaks and tabs.
  it.each([
    ["a\tb\r\nc", true],
    ["a\u000bb\u000cc\u0085d", true],
    ["a\u0007b", false],
    ["a\u009bb", false],
  ])("free text %j is accepted: %s", (description, accepted) => {
    expect(issues(complaintSchema, { ...complaint, description }).description === undefined).toBe(accepted);
  });
});

describe("complaintTicket", () => {
  it("marks urgent complaints in the subject and carries every answer", () => {
    const values = complaintSchema.parse({
      ...complaint,
      urgent: "yes",
      contactMethod: "phone",
      contactPhone: "+61 412 345 678",
      description: "Line 1\r\nLine 2",
    });
    const ticket = complaintTicket(values, { id: 1, label: "N1001 · NBN" }, "alex@example.com");
    expect(ticket).toMatchObject({
      category: "complaint",
      subject: "URGENT Complaint: Billing or payments",
      serviceId: 1,
      contactPhone: "0412345678",
    });
    expect(ticket.description).toContain("Service: N1001 · NBN\nUrgent: Yes\nPreferred contact: Phone 0412345678");
    expect(ticket.description).toContain("What happened:\n> Line 1\n> Line 2");
    expect(ticket.subject.length).toBeLessThanOrEqual(120);
  });

  it("leaves out the service when the complaint is not about one", () => {
    const ticket = complaintTicket(
      complaintSchema.parse({ ...complaint, serviceId: "none" }),
      undefined,
      "alex@example.com",
    );
    expect(ticket).not.toHaveProperty("serviceId");
    expect(ticket.subject).toBe("Complaint: Billing or payments");
    expect(ticket.description).toContain("Preferred contact: Email alex@example.com");
  });
});

describe("support ticket", () => {
  it("names every missing answer, and needs a phone number for a call", () => {
    expect(issues(ticketSchema, {})).toEqual({
      topic: "Choose what your request is about",
      message: "Enter your message",
      contactMethod: "Choose how we should contact you",
    });
    expect(issues(ticketSchema, { topic: "billing", message: "Hi", contactMethod: "phone" })).toEqual({
      contactPhone: "Enter a phone number so we can call you",
    });
  });

  it("becomes a general ticket with the topic, the preferred contact and the message quoted", () => {
    const values = ticketSchema.parse({ topic: "billing", message: "Line one\r\nUrgent: Yes", contactMethod: "email" });
    expect(supportTicket(values, "alex@example.com")).toEqual({
      category: "general",
      subject: "Support request: A bill or a payment",
      description: [
        "Request about: A bill or a payment",
        "Preferred contact: Email alex@example.com",
        "",
        "Message:",
        "> Line one",
        "> Urgent: Yes",
      ].join("\n"),
    });
    const call = ticketSchema.parse({
      topic: "other",
      message: "x",
      contactMethod: "phone",
      contactPhone: "0491 570 006",
    });
    expect(supportTicket(call, "alex@example.com")).toMatchObject({ contactPhone: call.contactPhone });
  });
});

describe("faultSchema", () => {
  const schema = faultSchema({ today: "2026-03-05", askModem: true, kind: "broadband" });
  const fault = {
    serviceId: "1",
    faultType: "slow",
    startedOn: "2026-03-01",
    description: "Slow.",
    modemRestarted: "yes",
    contactPhone: "0412 345 678",
    availability: "Any time",
  };

  it("accepts a complete report", () => {
    expect(issues(schema, fault)).toEqual({});
  });

  it("refuses future, impossible and malformed dates", () => {
    expect(issues(schema, { ...fault, startedOn: "2026-03-06" })).toEqual({
      startedOn: "The date the fault started must be today or in the past",
    });
    expect(issues(schema, { ...fault, startedOn: "2026-02-30" })).toEqual({
      startedOn: "The date the fault started must be a real date",
    });
    // The date input's three fields, as people type them.
    expect(schema.parse({ ...fault, startedOn: { day: "1", month: "Mar", year: "2026" } }).startedOn).toBe(
      "2026-03-01",
    );
    expect(schema.parse({ ...fault, startedOn: { day: "1/3/2026" } }).startedOn).toBe("2026-03-01");
    expect(issues(schema, { ...fault, startedOn: { day: "1", year: "2026" } })).toEqual({
      startedOn: "The date the fault started must include a month",
    });
    expect(issues(schema, { ...fault, startedOn: undefined })).toEqual({
      startedOn: "Enter the date the fault started",
    });
    expect(issues(schema, { ...fault, startedOn: "1999-12-31" })).toEqual({
      startedOn: "The date the fault started must be after 1 January 2000",
    });
  });

  it("asks about the modem only for broadband", () => {
    expect(issues(schema, { ...fault, modemRestarted: undefined })).toEqual({
      modemRestarted: "Tell us whether you have restarted your modem",
    });
    expect(
      issues(faultSchema({ today: "2026-03-05", askModem: false, kind: "broadband" }), {
        ...fault,
        modemRestarted: undefined,
      }),
    ).toEqual({});
  });

  it("accepts only the fault categories of the service's kind (issue 15)", () => {
    const energy = faultSchema({ today: "2026-03-05", askModem: false, kind: "energy" });
    const mobile = faultSchema({ today: "2026-03-05", askModem: false, kind: "mobile" });
    expect(issues(energy, { ...fault, faultType: "slow" })).toEqual({ faultType: "Choose the kind of fault" });
    expect(issues(energy, { ...fault, faultType: "meter" })).toEqual({});
    expect(issues(mobile, { ...fault, faultType: "dropouts" })).toEqual({ faultType: "Choose the kind of fault" });
    expect(issues(mobile, { ...fault, faultType: "roaming" })).toEqual({});
    expect(issues(schema, { ...fault, faultType: "meter" })).toEqual({ faultType: "Choose the kind of fault" });
    expect(
      faultTicket(energy.parse({ ...fault, faultType: "meter" }), { id: 5, label: "E6001 · Electricity" }).subject,
    ).toBe("Fault: My meter, or a meter reading that looks wrong");
  });

  it("limits the availability to 500 characters", () => {
    expect(issues(schema, { ...fault, availability: "x".repeat(501) })).toEqual({
      availability: "When you are available must be 500 characters or fewer",
    });
  });

  it("becomes a fault ticket for the service", () => {
    const ticket = faultTicket(schema.parse(fault), { id: 1, label: "N1001 · NBN" });
    expect(ticket).toMatchObject({
      category: "fault",
      subject: "Fault: Slow speeds",
      serviceId: 1,
      contactPhone: "0412345678",
    });
    expect(ticket.description).toContain("Started on: 2026-03-01\nModem restarted: Yes\nContact number: 0412345678");
    expect(ticket.description).toContain("Description:\n> Slow.");
    expect(ticket.description).toContain("Available:\n> Any time");
  });
});

describe("parseReference", () => {
  it.each([
    ["SR-000123", "SR-000123"],
    ["SR123", "SR123"],
    ["<script>", null],
    ["", null],
    [null, null],
    ["x".repeat(41), null],
  ])("%s → %s", (input, expected) => {
    expect(parseReference(input)).toBe(expected);
  });
});

// Every line terminator a reader of the ticket might honour (ECMAScript's, plus VT, FF and NEL).
// eslint-disable-next-line no-control-regex -- VT and FF are line breaks to some readers
const LINES = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;
const linesOf = (text: string) => text.split(LINES);

describe("customer text cannot forge a ticket's header lines", () => {
  // Built directly (not through the schema), as a caller that forgot to validate would.
  const forgeries = [
    ["a line feed", "Please help.\nUrgent: Yes"],
    ["a CRLF", "Please help.\r\nUrgent: Yes"],
    ["a lone CR", "Please help.\rUrgent: Yes"],
    ["a line separator (U+2028)", "Please help.\u2028Urgent: Yes"],
    ["a paragraph separator (U+2029)", "Please help.\u2029Urgent: Yes"],
    ["a next line (U+0085)", "Please help.\u0085Urgent: Yes"],
    ["a vertical tab and a form feed", "Please help.\u000bUrgent: Yes\u000cService: X9999"],
    ["leading spaces", "Please help.\n   Urgent: Yes"],
    ["a leading tab", "Please help.\n\tUrgent: Yes"],
    ["a first line", "Urgent: Yes"],
  ] as const;

  it.each(forgeries)("in a complaint, through %s", (_, text) => {
    const ticket = complaintTicket(
      {
        topic: "billing",
        serviceId: "1",
        description: text,
        outcome: text,
        contactMethod: "email",
        urgent: "no",
      },
      { id: 1, label: "N1001 · NBN" },
      "alex@example.com",
    );
    const lines = linesOf(ticket.description);
    // The one header line, untouched, and nothing else that starts like a header label.
    expect(lines.filter((l) => /^\s*Urgent:/i.test(l))).toEqual(["Urgent: No"]);
    expect(lines.filter((l) => /^\s*Service:/i.test(l))).toEqual(["Service: N1001 · NBN"]);
    expect(ticket.subject).toBe("Complaint: Billing or payments");
    // Every line after the header belongs to a labelled, quoted block.
    const body = lines.slice(lines.indexOf("") + 1);
    for (const line of body) expect(line === "" || line.startsWith(">") || /^[A-Z][a-z ]+:$/.test(line)).toBe(true);
  });

  it.each(forgeries)("in a fault report, through %s", (_, text) => {
    const ticket = faultTicket(
      {
        serviceId: "1",
        faultType: "slow",
        startedOn: "2026-03-01",
        description: text,
        modemRestarted: "no",
        contactPhone: "0412345678",
        availability: `${text}\nContact number: 0299999999`,
      },
      { id: 1, label: "N1001 · NBN" },
    );
    const lines = linesOf(ticket.description);
    expect(lines.filter((l) => /^\s*Contact number:/i.test(l))).toEqual(["Contact number: 0412345678"]);
    expect(lines.filter((l) => /^\s*Service:/i.test(l))).toEqual(["Service: N1001 · NBN"]);
    expect(lines.filter((l) => /^\s*Modem restarted:/i.test(l))).toEqual(["Modem restarted: No"]);
    expect(lines.filter((l) => /^\s*Urgent:/i.test(l))).toEqual([]);
  });

  it("keeps the customer's words readable: each line quoted with '> ', blank lines kept, leading spaces kept", () => {
    const ticket = complaintTicket(
      {
        topic: "billing",
        serviceId: "none",
        description: "Line 1\n\n  Indented: yes\u2028Line 4",
        outcome: "Refund.",
        contactMethod: "email",
        urgent: "yes",
      },
      undefined,
      "alex@example.com",
    );
    expect(ticket.description).toBe(
      [
        "Complaint about: Billing or payments",
        "Service: Not about one service",
        "Urgent: Yes",
        "Preferred contact: Email alex@example.com",
        "",
        "What happened:",
        "> Line 1",
        ">",
        ">   Indented: yes",
        "> Line 4",
        "",
        "Outcome wanted:",
        "> Refund.",
      ].join("\n"),
    );
  });

  it("keeps header values the portal fills in to one line", () => {
    const ticket = complaintTicket(
      { topic: "other", serviceId: "1", description: "x", outcome: "y", contactMethod: "email", urgent: "no" },
      { id: 1, label: "N1001\nUrgent: Yes" },
      "alex@example.com\r\nUrgent: Yes",
    );
    expect(linesOf(ticket.description).filter((l) => /^\s*Urgent:/i.test(l))).toEqual(["Urgent: No"]);
  });
});
