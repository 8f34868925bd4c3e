import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProviderClient, ProviderError } from "#server/provider/index.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import { addressBook, energyAt } from "./address-book.ts";
import { addressLabel, findAddress, searchAddressBook } from "./handlers/location-search.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, records, startTestSandbox } from "./testing.ts";

let sandbox: RunningSandbox;
/** A visitor: no token (the sales side answers without one). */
let visitor: ProviderClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  visitor = createProviderClient({ baseUrl: sandbox.url });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const at = (id: string) => addressBook.find((e) => e.address.locationId === id)!.address;

describe("the address book", () => {
  it("has at least 40 addresses across every state and territory and every technology", () => {
    expect(addressBook.length).toBeGreaterThanOrEqual(40);
    expect(new Set(addressBook.map((e) => e.address.state))).toEqual(
      new Set(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]),
    );
    expect(new Set(addressBook.map((e) => e.nbn))).toEqual(
      new Set(["FTTP", "FTTC", "HFC", "Fixed Wireless", "Satellite", null]),
    );
    expect(addressBook.some((e) => e.dsl)).toBe(true);
    expect(addressBook.some((e) => e.address.unitNumber)).toBe(true);
    expect(addressBook.some((e) => e.address.lotNumber)).toBe(true);
    const nothing = addressBook.filter((e) => !e.nbn && !e.dsl && !e.mobile);
    expect(nothing.some((e) => !energyAt(e.address.postCode).electricity)).toBe(true);
    expect(nothing.some((e) => energyAt(e.address.postCode).electricity)).toBe(true);
    expect(new Set(addressBook.map((e) => e.address.locationId)).size).toBe(addressBook.length);
  });

  it("searches by word prefixes, in any order, street types by code or name", () => {
    expect(searchAddressBook("12 king st newt").map((e) => addressLabel(e.address))).toEqual([
      "12 King Street, Newtown NSW 2042",
    ]);
    expect(searchAddressBook("newtown king").map((e) => e.address.locationId)).toEqual(["LOC000000002"]);
    expect(searchAddressBook("wattle road moree")[0]!.address.locationId).toBe("LOC000000005");
    expect(searchAddressBook("harbour zzz")).toEqual([]);
    expect(searchAddressBook("st").length).toBeLessThanOrEqual(10);
  });

  it("labels units, levels and lots", () => {
    expect(addressLabel(at("LOC000000003"))).toBe("Unit 7, 3 Pacific Highway, Chatswood NSW 2067");
    expect(addressLabel(at("LOC000000004"))).toBe("Level 2, Suite 204, 100 George Street, Parramatta NSW 2150");
    expect(addressLabel(at("LOC000000008"))).toBe("Lot 14 Ferntree Rise, Box Hill NSW 2765");
  });

  it("finds a typed-in address by its parts, a lot number in the street number too", () => {
    const typed = { ...at("LOC000000002"), locationId: null, streetName: "king", suburb: "NEWTOWN" };
    expect(findAddress(typed)?.address.locationId).toBe("LOC000000002");
    expect(
      findAddress({ ...at("LOC000000008"), locationId: null, lotNumber: null, streetNumber: "14" })?.address.locationId,
    ).toBe("LOC000000008");
    expect(findAddress({ ...typed, streetNumber: "99" })).toBeUndefined();
  });
});

describe("location-search and qualification (no token)", () => {
  it("answers matches with labels and addresses; a short query is a 400", async () => {
    const { results } = await visitor.wholesale.locationSearch({ query: "1 harbour" });
    expect(results[0]).toMatchObject({ locationId: "LOC000000001", label: "1 Harbour Street, Sydney NSW 2000" });
    expect((await failure(visitor.wholesale.locationSearch({ query: "ab" }))).status).toBe(400);
  });

  it("qualifies by the address: technology, plan context, speed; DSL and mobile; energy by postcode", async () => {
    const fw = await visitor.qualification.nbnByAddress(at("LOC000000005"));
    expect(fw).toMatchObject({
      qualified: true,
      technology: "Fixed Wireless",
      planContext: 5,
      technicianRequired: true,
    });
    expect(await visitor.qualification.nbnByAddress(at("LOC000000001"))).toMatchObject({
      technology: "FTTP",
      technicianRequired: false,
    });
    expect(await visitor.qualification.nbnByAddress(at("LOC000000007"))).toMatchObject({ qualified: false });
    expect(await visitor.qualification.dslByAddress(at("LOC000000007"))).toMatchObject({
      qualified: true,
      technology: "ADSL2+",
    });
    expect(await visitor.qualification.mobileByAddress(at("LOC000000043"))).toMatchObject({ qualified: false });
    expect(await visitor.qualification.energyByPostCode({ postCode: "0872" })).toMatchObject({
      electricity: false,
      gas: false,
    });
    expect(await visitor.qualification.energyByPostCode({ postCode: "3978" })).toMatchObject({
      electricity: true,
      gas: true,
    });
    const unknown = await visitor.qualification.nbnByAddress({
      ...at("LOC000000001"),
      locationId: null,
      streetNumber: "999",
    });
    expect(unknown).toMatchObject({ qualified: false, reason: "We could not find this address on the network" });
  });

  it("answers only the sales side without a token, and still checks a token that is sent", async () => {
    expect((await failure(visitor.account.services())).status).toBe(401);
    expect((await failure(visitor.account.hardwareOrders())).status).toBe(401);
    const forged = createProviderClient({ baseUrl: sandbox.url, token: "not-a-token" });
    expect((await failure(forged.wholesale.locationSearch({ query: "harbour" }))).status).toBe(401);
  });

  it("refuses a bad address body with a 400 naming the field", async () => {
    const error = await failure(visitor.qualification.nbnByAddress({ ...at("LOC000000001"), postCode: "20" }));
    expect(error.status).toBe(400);
    expect(error.customerMessage).toMatch(/postCode/);
  });
});

describe("sales", () => {
  const details = {
    firstName: "Sam",
    lastName: "Newcomer",
    email: "sam.newcomer@example.com",
    mobile: "0412345678",
    dateOfBirth: "1990-04-01",
  };

  it("quotes a plan sold at the address, with hardware and VoIP, and refuses one that is not", async () => {
    const quote = await visitor.sale.broadbandQuote({
      planCode: "NBN100-20",
      locationId: "LOC000000001",
      hardwareCode: "MODEM-AX",
      voipCode: "VOIP-PAYG",
    });
    expect(quote).toMatchObject({ monthlyPriceCents: 8990 + 1000, upfrontCents: 19900, technicianWindow: null });
    expect(quote.connectionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A fixed-line plan at a fixed wireless address, a fixed wireless plan on fibre, too fast for satellite.
    expect(
      (await failure(visitor.sale.broadbandQuote({ planCode: "NBN50-20", locationId: "LOC000000005" }))).status,
    ).toBe(422);
    expect(
      (await failure(visitor.sale.broadbandQuote({ planCode: "NBNFW25-5", locationId: "LOC000000001" }))).status,
    ).toBe(422);
    expect(
      (await failure(visitor.sale.broadbandQuote({ planCode: "NBN50-20", locationId: "LOC000000006" }))).status,
    ).toBe(422);
    const fw = await visitor.sale.broadbandQuote({ planCode: "NBNFW25-5", locationId: "LOC000000005" });
    expect(fw.technicianWindow).toMatchObject({ from: "08:00", to: "12:00" });
    expect((await failure(visitor.sale.broadbandQuote({ planCode: "", locationId: "LOC000000001" }))).status).toBe(400);
  });

  it("gives terms for a broadband plan", async () => {
    const terms = await visitor.sale.broadbandTerms({ code: "NBN250-25", hardwareCode: "MODEM-AX" });
    expect(terms).toMatchObject({ minimumTermMonths: 12 });
    expect((await failure(visitor.sale.broadbandTerms({ code: "MOB-12GB" }))).status).toBe(404);
  });

  it("every other sale call validates its body", async () => {
    for (const call of [
      visitor.sale.energy,
      visitor.sale.mobile,
      visitor.sale.voip,
      visitor.sale.broadband,
      visitor.sale.product,
      visitor.sale.orderSummary,
      visitor.sale.broadbandRegisterDetails,
    ]) {
      expect((await failure(call({}))).status).toBe(400);
    }
    expect(await visitor.sale.energy({ locationId: "LOC000000015", planCode: "ELEC-SAVER" })).toMatchObject({
      status: "received",
    });
    expect((await failure(visitor.sale.energy({ locationId: "LOC000000043", planCode: "ELEC-SAVER" }))).status).toBe(
      422,
    );
    expect((await failure(visitor.sale.mobile({ locationId: "LOC000000001", planCode: "ELEC-SAVER" }))).status).toBe(
      400,
    );
    expect(await visitor.sale.broadbandRegisterDetails({ quoteId: "Q1", ...details })).toMatchObject({
      status: "registered",
    });
    expect(
      (await failure(visitor.sale.broadbandRegisterDetails({ quoteId: "Q1", ...details, email: "demo@example.com" })))
        .status,
    ).toBe(409);
  });

  it("creates an account that signs in by the welcome email's single-use link, its service pending with its hardware order", async () => {
    const created = await visitor.account.create({
      ...details,
      address: at("LOC000000001"),
      planCode: "NBN100-20",
      hardwareCode: "MODEM-AX",
    });
    expect(created.accountCode).toMatch(/^A\d+$/);
    const mail = (await outbox(sandbox)).find((m) => m.to === details.email)!;
    expect(mail.body).toContain(created.accountCode);
    const linkToken = new URL(mail.link!).searchParams.get("token")!;
    const { token } = await createProviderClient({
      baseUrl: sandbox.url,
      token: linkToken,
    }).authentication.refreshToken();
    const api = createProviderClient({ baseUrl: sandbox.url, token });
    const { services } = await api.account.services();
    expect(services).toEqual([
      expect.objectContaining({ serviceStatus: "Pending connection", planCode: "NBN100-20", planContext: 10 }),
    ]);
    expect((await api.account.hardwareOrders()).orders.map((o) => o.productCode)).toEqual(["MODEM-AX"]);
    // The link works once.
    expect(
      (await failure(createProviderClient({ baseUrl: sandbox.url, token: linkToken }).authentication.refreshToken()))
        .status,
    ).toBe(401);
    // The same email again, a plan not sold there, someone under 18.
    expect(
      (await failure(visitor.account.create({ ...details, address: at("LOC000000002"), planCode: "NBN50-20" }))).status,
    ).toBe(409);
    const other = { ...details, email: "other@example.com" };
    expect(
      (await failure(visitor.account.create({ ...other, address: at("LOC000000005"), planCode: "NBN50-20" }))).status,
    ).toBe(422);
    expect(
      (
        await failure(
          visitor.account.create({
            ...other,
            dateOfBirth: "2020-01-01",
            address: at("LOC000000001"),
            planCode: "NBN50-20",
          }),
        )
      ).status,
    ).toBe(422);
    expect((await records(sandbox, "accounts")).some((r) => r.ref === "other@example.com")).toBe(false);
  });

  it("opens one account for one email however many ask at once: the rest are refused with a 409", async () => {
    const body = {
      ...details,
      email: "Together@Example.com",
      address: at("LOC000000001"),
      planCode: "NBN100-20",
      hardwareCode: "MODEM-AX",
    };
    const ordersBefore = (await records(sandbox, "hardware_orders")).length;
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => visitor.account.create(body)));
    const created = settled.filter((s) => s.status === "fulfilled");
    expect(created).toHaveLength(1);
    const statuses = settled.flatMap((s) => (s.status === "rejected" ? [(s.reason as ProviderError).status] : []));
    expect(statuses).toEqual(Array(19).fill(409));
    expect((await records(sandbox, "accounts")).filter((r) => r.ref === "together@example.com")).toHaveLength(1);
    const { accountCode } = (created[0] as PromiseFulfilledResult<{ accountCode: string }>).value;
    const orders = await records(sandbox, "hardware_orders");
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders.at(-1)).toMatchObject({ accountCode });
    expect((await outbox(sandbox)).filter((m) => m.to === "together@example.com")).toHaveLength(1);
  });
});
