import { once } from "node:events";
import { type AddressInfo } from "node:net";
import { Agent, request as httpRequest, type Server } from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFormBody, FORM_LIMITS, formLimits, LIMIT_MESSAGES } from "./form-limits.ts";

const fields = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=x`).join("&");

describe("checkFormBody", () => {
  it("accepts the forms of the portal", () => {
    expect(checkFormBody("")).toBeNull();
    expect(checkFormBody("intent=password&email=a%40b.c&password=x&redirectTo=%2Fhome")).toBeNull();
    expect(checkFormBody("contacts[0].firstName=Alex&contacts[1].email=a%40b.c&intent=save")).toBeNull();
    expect(checkFormBody("constructor[prototype][polluted]=1&__proto__x=1")).toBeNull();
    expect(checkFormBody(Buffer.from("a=1&&b=2&=&c"))).toBeNull();
  });

  it("field count: 100 is fine, 101 is refused", () => {
    expect(checkFormBody(fields(FORM_LIMITS.fields))).toBeNull();
    expect(checkFormBody(fields(FORM_LIMITS.fields + 1))).toBe("fields");
    // Empty sequences (`&&`) are not fields, as URLSearchParams skips them.
    expect(checkFormBody(`${fields(100)}&&&`)).toBeNull();
    // A name without a value, or a value without a name, is a field.
    expect(checkFormBody(`${fields(100)}&alone`)).toBe("fields");
    expect(checkFormBody(`${fields(100)}&=x`)).toBe("fields");
  });

  it("name length: 100 characters is fine, 101 is refused", () => {
    expect(checkFormBody(`${"a".repeat(100)}=x`)).toBeNull();
    expect(checkFormBody(`${"a".repeat(101)}=x`)).toBe("nameLength");
    // Measured after decoding: 100 encoded characters of three bytes each are 100 characters.
    expect(checkFormBody(`${"%E6%97%A5".repeat(100)}=x`)).toBeNull();
    expect(checkFormBody(`${"%E6%97%A5".repeat(101)}=x`)).toBe("nameLength");
    // The value's length is not limited here (the body limit bounds it).
    expect(checkFormBody(`a=${"x".repeat(10_000)}`)).toBeNull();
  });

  it("array index: 49 is fine, 50 is refused", () => {
    expect(checkFormBody("list[49]=x")).toBeNull();
    expect(checkFormBody("list[50]=x")).toBe("index");
    expect(checkFormBody("list[0049]=x")).toBeNull();
    expect(checkFormBody("list[0][50].name=x")).toBe("index");
    expect(checkFormBody("list[]=x")).toBeNull();
  });

  it("the attack: email[99999999], plain, percent-encoded and as a dot segment", () => {
    expect(checkFormBody("intent=password&email[99999999]=x&password=x")).toBe("index");
    expect(checkFormBody("intent=password&email%5B99999999%5D=x&password=x")).toBe("index");
    expect(checkFormBody("intent=password&email%5b99999999%5d=x&password=x")).toBe("index");
    expect(checkFormBody("contacts[99999999]=x")).toBe("index");
    expect(checkFormBody("a.60000=x")).toBe("index");
    expect(checkFormBody("a%2E60000=x")).toBe("index");
    expect(checkFormBody("a.49=x")).toBeNull();
    expect(checkFormBody(`list[${"9".repeat(90)}]=x`)).toBe("index");
  });

  it("nesting: 4 levels are fine, 5 are refused, in bracket and dot forms", () => {
    expect(checkFormBody("a.b.c.d=x")).toBeNull();
    expect(checkFormBody("a.b.c.d.e=x")).toBe("depth");
    expect(checkFormBody("a[0][1][2]=x")).toBeNull();
    expect(checkFormBody("a[0][1][2][3]=x")).toBe("depth");
    expect(checkFormBody("a[0].b.c=x")).toBeNull();
    expect(checkFormBody("a[0].b.c.d=x")).toBe("depth");
    expect(checkFormBody("a[b][c][d]=x")).toBeNull();
    expect(checkFormBody("a[b][c][d][e]=x")).toBe("depth");
    expect(checkFormBody("a[0].b[]=x")).toBeNull();
    expect(checkFormBody("a[0].b.c[]=x")).toBe("depth");
    // Percent-encoded separators count as the separators they decode to.
    expect(checkFormBody("a%5B0%5D%2Eb%2Ec%2Ed=x")).toBe("depth");
    expect(checkFormBody("a%5B0%5D%2Eb%2Ec=x")).toBeNull();
    // `+` is a space, not a separator.
    expect(checkFormBody("a+b+c+d+e+f=x")).toBeNull();
  });

  it("thousands-deep names are refused, quickly", () => {
    const started = performance.now();
    expect(checkFormBody(`x${"[0]".repeat(5000)}=x`)).toBe("nameLength");
    expect(checkFormBody(`x${".a".repeat(20_000)}=x`)).toBe("nameLength");
    expect(checkFormBody(`x${"%5B0%5D".repeat(5000)}=x`)).toBe("nameLength");
    expect(checkFormBody(`${"[".repeat(30_000)}=x`)).toBe("nameLength");
    expect(checkFormBody(`${fields(99)}&${"%".repeat(60_000)}`)).toBe("nameLength");
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("a short name can still be too deep", () => {
    expect(checkFormBody(`x${"[0]".repeat(30)}=x`)).toBe("depth");
    expect(checkFormBody(`x${".a".repeat(45)}=x`)).toBe("depth");
  });

  it("percent-decodes names as URLSearchParams does", () => {
    // A malformed escape is kept as it is; '=' and '&' only separate when not encoded.
    expect(checkFormBody("a%zz[49]=x")).toBeNull();
    expect(checkFormBody("a%3D[50]=x")).toBe("index");
    expect(checkFormBody("a%26b[50]=x")).toBe("index");
    expect(checkFormBody("a=[50]")).toBeNull();
  });
});

describe("formLimits middleware", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(formLimits({ brandName: "Acme <Telco>" }));
    // Downstream reads the body exactly as @react-router/express hands it to React Router.
    // `/later` starts reading after a pause, any other path at once.
    app.all("/{*splat}", async (req, res) => {
      if (req.path === "/later") await new Promise((resolve) => setTimeout(resolve, 5));
      const request = new Request(`http://localhost${req.originalUrl}`, {
        method: req.method,
        headers: { "content-type": req.get("content-type") ?? "" },
        body: req.method === "GET" || req.method === "HEAD" ? undefined : createReadableStreamFromReadable(req),
        duplex: "half",
      } as RequestInit);
      if (req.method === "GET" || req.method === "HEAD") {
        res.json({ ok: true });
        return;
      }
      const form = await request.formData();
      res.json(Object.fromEntries(form.entries()));
    });
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A post whose body is written in pieces, `gapMs` apart. */
  function post(pieces: string[], gapMs = 0, path = "/form", agent?: Agent) {
    const body = Buffer.from(pieces.join(""));
    return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${base}${path}`,
        {
          method: "POST",
          agent,
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": body.length },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", text }));
        },
      );
      req.on("error", reject);
      void (async () => {
        for (const piece of pieces) {
          req.write(piece);
          if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
        }
        req.end();
      })();
    });
  }

  it("hands the same bytes on to the next handler", async () => {
    const answer = await post(["intent=password&email=a%40b.c&name=Zo%C3%AB+%F0%9F%98%80&list[0]=x"]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ intent: "password", email: "a@b.c", name: "Zoë 😀", "list[0]": "x" });
  });

  it("hands on a body that arrives in pieces, whenever the next handler starts reading", async () => {
    const long = "y".repeat(40_000);
    const pieces = ["intent=pass", "word&email=a%4", `0b.c&long=${long.slice(0, 20_000)}`, long.slice(20_000)];
    for (const path of ["/form", "/later"]) {
      const answer = await post(pieces, 15, path);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ intent: "password", email: "a@b.c", long });
      const whole = await post([pieces.join("")], 0, path);
      expect(JSON.parse(whole.text)).toEqual({ intent: "password", email: "a@b.c", long });
    }
  });

  it("keeps a kept-alive connection usable after passing or refusing a body", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await post(["a=1"], 0, "/form", agent)).text).toBe('{"a":"1"}');
      expect((await post(["a[50]=1"], 0, "/form", agent)).status).toBe(400);
      expect((await post(["b=2"], 0, "/later", agent)).text).toBe('{"b":"2"}');
      expect((await post(["a.b.c.d.e=1"], 0, "/later", agent)).status).toBe(400);
      expect((await post(["c=3"], 0, "/form", agent)).text).toBe('{"c":"3"}');
    } finally {
      agent.destroy();
    }
  });

  it("leaves requests without a body alone", async () => {
    const get = await fetch(`${base}/form`);
    expect(get.status).toBe(200);
    const empty = await fetch(`${base}/form`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({});
  });

  it("refuses a hostile body with a 400 error page that echoes nothing", async () => {
    const answer = await post(["intent=password&email[99999999]=x&password=x"]);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain("text/html");
    expect(answer.text).toContain('<html lang="en-AU">');
    expect(answer.text).toContain("<title>Error | Acme &lt;Telco&gt; Self Service Portal</title>");
    expect(answer.text).toMatch(/<main[^>]*>\s*<h1[^>]*>Error<\/h1>/);
    expect(answer.text).toContain(LIMIT_MESSAGES.index);
    expect(answer.text).toContain('href="/"');
    expect(answer.text).not.toContain("99999999");
    expect(answer.text).not.toContain("email");
  });

  it("has a message for each limit", async () => {
    const cases: [string, keyof typeof LIMIT_MESSAGES][] = [
      [fields(101), "fields"],
      [`${"n".repeat(101)}=x`, "nameLength"],
      ["a[50]=x", "index"],
      ["a.b.c.d.e=x", "depth"],
    ];
    for (const [body, limit] of cases) {
      const answer = await post([body]);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(LIMIT_MESSAGES[limit]);
    }
    expect(new Set(Object.values(LIMIT_MESSAGES)).size).toBe(4);
  });
});
