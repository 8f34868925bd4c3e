import { describe, expect, it } from "vitest";
import type { Contact, Profile } from "#server/provider/schemas/profile.ts";
import { CONTACTS_CHANGED, formDefaults, formFieldName, rejectionMessages, toProfileUpdate } from "./profile-form.ts";
import { createProfileEditSchema, needsCurrentPassword, profileEditSchema } from "./profile-form.schemas.ts";

const contact: Contact = {
  id: 7,
  contactType: "Primary",
  firstName: "Alex",
  lastName: "Citizen",
  email: "alex@example.com",
  phoneMobile: "0412 345 678",
  phoneHome: null,
};
const profile: Profile = {
  accountCode: "A1",
  email: "alex@example.com",
  firstName: "Alex",
  lastName: "Citizen",
  contacts: [contact],
  preferredMessageType: "sms",
  address: null,
};

function issues(input: unknown) {
  const result = profileEditSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const valid = {
  email: "alex@example.com",
  preferredMessageType: "Email",
  contacts: [{ id: "7", firstName: "Alex", lastName: "Citizen", phoneMobile: "0412 345 678" }],
};

describe("the current password (re-authentication)", () => {
  const current = { email: "alex@example.com", mobile: "0412 345 678" };
  const schema = createProfileEditSchema(current);
  const issuesWith = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("is needed when the email or the first contact's mobile changes", () => {
    expect(issuesWith({ ...valid, email: "new@example.com" })).toEqual({
      currentPassword: "Enter your current password",
    });
    expect(issuesWith({ ...valid, contacts: [{ ...valid.contacts[0], phoneMobile: "0499 000 111" }] })).toEqual({
      currentPassword: "Enter your current password",
    });
    expect(issuesWith({ ...valid, email: "new@example.com", currentPassword: "secret" })).toEqual({});
  });

  it("is not needed for other changes, nor for the same values written differently", () => {
    expect(issuesWith({ ...valid, contacts: [{ ...valid.contacts[0], firstName: "Alexandra" }] })).toEqual({});
    expect(issuesWith({ ...valid, preferredMessageType: "Post" })).toEqual({});
    expect(
      issuesWith({
        ...valid,
        email: " alex@example.com ",
        contacts: [{ ...valid.contacts[0], phoneMobile: "+61412345678" }],
      }),
    ).toEqual({});
    // A change of the email's case is a change (where sign-in links go is the address as written).
    expect(issuesWith({ ...valid, email: "ALEX@example.com" })).toEqual({
      currentPassword: "Enter your current password",
    });
    // Another contact's mobile is not where codes go.
    expect(
      issuesWith({
        ...valid,
        contacts: [valid.contacts[0], { id: "8", firstName: "Sam", lastName: "Two", phoneMobile: "0499 000 111" }],
      }),
    ).toEqual({});
  });

  it("is asked for alongside other errors, and is limited in length", () => {
    expect(
      issuesWith({ ...valid, email: "new@example.com", contacts: [{ ...valid.contacts[0], firstName: "" }] }),
    ).toEqual({
      "contacts.0.firstName": "Enter a first name",
      currentPassword: "Enter your current password",
    });
    expect(issuesWith({ ...valid, currentPassword: "x".repeat(201) })).toEqual({
      currentPassword: "The password must be 200 characters or fewer",
    });
  });

  it("is never required by the plain schema (the constraint sent to the browser)", () => {
    expect(issues({ ...valid, email: "new@example.com" })).toEqual({});
  });

  it("needsCurrentPassword reads the parsed values", () => {
    const value = schema.parse({
      ...valid,
      currentPassword: "x",
      contacts: [{ ...valid.contacts[0], phoneMobile: "0499000111" }],
    });
    expect(needsCurrentPassword(current, value)).toBe(true);
    expect(needsCurrentPassword(current, schema.parse(valid))).toBe(false);
  });
});

describe("profileEditSchema", () => {
  it("accepts a valid form and normalises phone numbers", () => {
    const value = profileEditSchema.parse({
      ...valid,
      contacts: [{ ...valid.contacts[0], phoneHome: "(02) 9876 5432" }],
    });
    expect(value.contacts[0]).toMatchObject({ id: 7, phoneMobile: "0412345678", phoneHome: "0298765432" });
  });

  it("refuses a landline as a mobile (it would get SMS codes), for every contact", () => {
    for (const landline of ["02 9876 5432", "+61 3 9876 5432", "(07) 3123 4567"]) {
      expect(issues({ ...valid, contacts: [{ ...valid.contacts[0], phoneMobile: landline }] })).toEqual({
        "contacts.0.phoneMobile": "Enter an Australian mobile number, like 0412 345 678",
      });
    }
    const second = { id: "8", firstName: "Sam", lastName: "Two", phoneMobile: "02 9876 5432" };
    expect(issues({ ...valid, contacts: [valid.contacts[0], second] })).toEqual({
      "contacts.1.phoneMobile": "Enter an Australian mobile number, like 0412 345 678",
    });
    // A landline is still a home phone.
    expect(issues({ ...valid, contacts: [{ ...valid.contacts[0], phoneHome: "02 9876 5432" }] })).toEqual({});
  });

  it("requires the first contact's mobile but not the others'", () => {
    expect(issues({ ...valid, contacts: [{ ...valid.contacts[0], phoneMobile: undefined }] })).toEqual({
      "contacts.0.phoneMobile": "Enter a mobile number",
    });
    expect(issues({ ...valid, contacts: [valid.contacts[0], { id: "8", firstName: "Sam", lastName: "Two" }] })).toEqual(
      {},
    );
  });

  it("gives clear messages for a bad email, phone, empty and over-long names", () => {
    expect(
      issues({
        ...valid,
        email: "nope",
        contacts: [
          { id: "7", firstName: undefined, lastName: "x".repeat(51), phoneMobile: "12345", phoneHome: "5555" },
        ],
      }),
    ).toEqual({
      email: "Enter an email address in the correct format, like name@example.com",
      "contacts.0.firstName": "Enter a first name",
      "contacts.0.lastName": "The last name must be 50 characters or fewer",
      "contacts.0.phoneMobile": "Enter an Australian mobile number, like 0412 345 678",
      "contacts.0.phoneHome": "Enter an Australian phone number, like 0412 345 678 or +61 2 9876 5432",
    });
  });

  it("refuses an unknown message type and markup in names", () => {
    expect(issues({ ...valid, preferredMessageType: "Pigeon" })).toEqual({
      preferredMessageType: "Choose how we should send you messages",
    });
    expect(issues({ ...valid, contacts: [{ ...valid.contacts[0], firstName: "<b>" }] })).toEqual({
      "contacts.0.firstName": "The first name must not contain < or > or control characters",
    });
  });
});

describe("formDefaults", () => {
  it("shows the numbers as people read them, however the provider holds them", () => {
    const saved = { ...contact, phoneMobile: "0412345678", phoneHome: "0298765432" };
    expect(formDefaults(profile, [saved]).contacts[0]).toMatchObject({
      phoneMobile: "0412 345 678",
      phoneHome: "(02) 9876 5432",
    });
  });

  it("starts from the provider's profile, matching the message type case-insensitively", () => {
    expect(formDefaults(profile, [contact])).toEqual({
      email: "alex@example.com",
      preferredMessageType: "SMS",
      contacts: [
        {
          id: "7",
          firstName: "Alex",
          lastName: "Citizen",
          email: "alex@example.com",
          phoneMobile: "0412 345 678",
          phoneHome: "",
        },
      ],
    });
  });
});

describe("toProfileUpdate", () => {
  it("takes the contact type from the provider's record", () => {
    const update = toProfileUpdate(profileEditSchema.parse(valid), [contact]);
    expect(update).toEqual({
      firstName: "Alex",
      lastName: "Citizen",
      email: "alex@example.com",
      preferredMessageType: "Email",
      contacts: [
        {
          id: 7,
          contactType: "Primary",
          firstName: "Alex",
          lastName: "Citizen",
          email: null,
          phoneMobile: "0412345678",
          phoneHome: null,
        },
      ],
    });
  });

  it("gives the account the main contact's name (the header and the profile's Name follow it)", () => {
    const renamed = { ...valid, contacts: [{ ...valid.contacts[0], firstName: "Sam", lastName: "Lee" }] };
    expect(toProfileUpdate(profileEditSchema.parse(renamed), [contact])).toMatchObject({
      firstName: "Sam",
      lastName: "Lee",
    });
  });

  it("refuses contacts that are not the account's, in order", () => {
    expect(
      toProfileUpdate(profileEditSchema.parse({ ...valid, contacts: [{ ...valid.contacts[0], id: "99" }] }), [contact]),
    ).toBeNull();
    expect(toProfileUpdate(profileEditSchema.parse(valid), [])).toBeNull();
    expect(CONTACTS_CHANGED).toMatch(/Reload the page/);
  });
});

describe("rejectionMessages (spec §8: the response data)", () => {
  it("puts the message in the summary and named errors next to their fields", () => {
    const data = {
      message: "Invalid request: contacts.0.phoneMobile: must be an Australian phone number",
      errors: { "contacts.0.phoneMobile": "must be an Australian phone number", body: "odd" },
    };
    expect(rejectionMessages(data, 1, "fallback")).toEqual({
      formErrors: ["Invalid request: contacts.0.phoneMobile: must be an Australian phone number", "odd"],
      fieldErrors: { "contacts[0].phoneMobile": ["must be an Australian phone number"] },
    });
  });

  it("reads lists of strings or of { field, message }", () => {
    expect(
      rejectionMessages(
        { errors: ["Too many changes today", { field: "email", message: "already used" }] },
        1,
        "fallback",
      ),
    ).toEqual({
      formErrors: ["Too many changes today"],
      fieldErrors: { email: ["already used"] },
    });
  });

  it("shows a plain text body, and the fallback when there is nothing to show", () => {
    expect(rejectionMessages("Account locked", 1, "fallback").formErrors).toEqual(["Account locked"]);
    expect(rejectionMessages(undefined, 1, "fallback").formErrors).toEqual(["fallback"]);
    expect(rejectionMessages({ errors: { "contacts.5.email": "bad" } }, 1, "fallback")).toEqual({
      formErrors: ["bad"],
      fieldErrors: {},
    });
  });

  it("bounds what it shows", () => {
    const result = rejectionMessages({ message: "x".repeat(1000) }, 1, "fallback");
    expect(result.formErrors[0]).toHaveLength(300);
  });
});

describe("formFieldName", () => {
  it.each([
    ["email", "email"],
    ["contacts.0.firstName", "contacts[0].firstName"],
    ["contacts[1].phoneHome", "contacts[1].phoneHome"],
    ["contacts.2.email", null],
    ["contacts.0.contactType", null],
    ["passwordHash", null],
  ])("%s → %s", (path, expected) => {
    expect(formFieldName(path, 2)).toBe(expected);
  });
});
