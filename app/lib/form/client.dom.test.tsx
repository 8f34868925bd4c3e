// @vitest-environment happy-dom
// The form client's behaviour in a browser-like DOM: real route-like pages (React Router's
// <Form>, an action, useActionData, useNavigation) with the design system's field components and
// ErrorSummary, driven through DOM events as a person (or a browser) would.
import { parseWithZod } from "@conform-to/zod/v4";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, data, Form, type ActionFunctionArgs, useActionData, useNavigation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getFormProps, getInputProps, type FieldMetadata, useForm } from "./client.ts";
import { useLazyValidation } from "./lazy-validation.ts";
import { fieldErrors, formError } from "./replies.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The schema lists its fields in another order than the page shows them: the summary follows the page.
const schema = z.object({
  plan: z.enum(["basic", "fast"], { error: "Choose a plan" }),
  password: z.string({ error: "Enter your password" }),
  email: z.email({
    error: (issue) =>
      issue.input === undefined ? "Enter your email address" : "Enter an email address in the correct format",
  }),
});
type SignInFields = z.input<typeof schema>;
const check = (formData: FormData) => parseWithZod(formData, { schema });

const WRONG = "The email address or password is not correct";
const IDS = { email: "sign-in-email", password: "sign-in-password", plan: "sign-in-plan" };

/** What reached the server, one entry per post. */
let posts: Record<string, FormDataEntryValue>[] = [];
/** While set, the action waits for it (the post is in flight). */
let gate: Promise<void> | null = null;
/** The schema's module "loads" when this resolves (the lazy import of a *.schemas.ts module). */
let loadCheck: () => Promise<typeof check>;

async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  posts.push(Object.fromEntries(formData));
  if (gate) await gate;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  if (submission.value.password !== "right-password")
    return data({ result: formError(submission, WRONG) }, { status: 401 });
  return data({ result: null });
}

type Triggers = {
  shouldValidate?: "onSubmit" | "onBlur" | "onInput";
  shouldRevalidate?: "onSubmit" | "onBlur" | "onInput";
};

/** A sign-in page as the routes write one (login.tsx), plus a plan question and a "save for later" button. */
function signInPage(triggers: Triggers) {
  const load = () => loadCheck();
  return function SignInPage() {
    const actionData = useActionData<typeof action>();
    const pending = useNavigation().state === "submitting";
    const [form, fields] = useForm<SignInFields>({
      id: "sign-in",
      lastResult: actionData?.result,
      constraint: { email: { required: true, maxLength: 254 }, password: { required: true } },
      ...triggers,
      onValidate: useLazyValidation("sign-in", load),
    });
    return (
      <main>
        <PageTitle page="Sign in" hasError={!form.valid} />
        <ErrorSummary form={form} />
        <Form method="post" {...getFormProps(form)}>
          <Field
            label="Email"
            hint="The one on your bill"
            meta={fields.email}
            inputProps={getInputProps(fields.email, { type: "email" })}
          />
          <Field
            label="Password"
            meta={fields.password}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), defaultValue: undefined }}
          />
          <RadioGroup
            legend="Plan"
            meta={fields.plan}
            options={[
              { value: "basic", label: "Basic" },
              { value: "fast", label: "Fast" },
            ]}
          />
          <Button type="submit" disabled={pending}>
            {pending ? "Signing in…" : "Sign in"}
          </Button>
          <Button type="submit" name="intent" value="later" formNoValidate>
            Save for later
          </Button>
        </Form>
      </main>
    );
  };
}

let root: Root | null = null;

async function renderPage(triggers: Triggers = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" }) {
  // The form's event handling loads on its first focus: loaded here once, the form's own import of
  // it resolves within a test's flush, whatever the machine's load.
  await import("./events.ts");
  const Stub = createRoutesStub([{ path: "/", Component: signInPage(triggers), action }]);
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  await act(async () => root!.render(<Stub />));
}

beforeEach(() => {
  posts = [];
  gate = null;
  loadCheck = () => Promise.resolve(check);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = (text: string) =>
  Array.from(document.querySelectorAll("button")).find((b) => b.textContent === text) as HTMLButtonElement;
const summary = () => document.querySelector<HTMLElement>('[role="alert"]');
const summaryItems = () =>
  Array.from(summary()?.querySelectorAll("li") ?? []).map((li) => [
    li.textContent,
    li.querySelector("a")?.getAttribute("href") ?? null,
  ]);
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Focus a field (which loads the schema and event handling on the form's first focus) and let the imports settle. */
async function focus(id: string) {
  await act(async () => input(id).focus());
  await flush();
}
/** Type into the focused field: its value changes and an input event bubbles, as a keystroke does. */
async function type(id: string, value: string) {
  await act(async () => {
    input(id).focus();
    input(id).value = value;
    input(id).dispatchEvent(new Event("input", { bubbles: true }));
  });
}
async function choose(id: string) {
  await act(async () => input(id).click());
}
/** Every field filled in as the browser's check accepts it (the server refuses the password). */
async function fillIn(password = "wrong-password") {
  await type(IDS.email, "alex@example.com");
  await type(IDS.password, password);
  await choose(IDS.plan);
}
async function press(text: string) {
  const target = button(text);
  await act(async () => target.form!.requestSubmit(target));
  await flush();
}

describe("submit", () => {
  it("stops a post with errors, lists every field's error in the page's order, and moves focus to the summary", async () => {
    await renderPage();
    await focus(IDS.email);
    await press("Sign in");

    expect(posts).toHaveLength(0);
    expect(summary()?.querySelector("h2")?.textContent).toBe("There is a problem");
    expect(summaryItems()).toEqual([
      ["Enter your email address", `#${IDS.email}`],
      ["Enter your password", `#${IDS.password}`],
      ["Choose a plan", `#${IDS.plan}`],
    ]);
    expect(document.activeElement).toBe(summary());
    expect(document.title).toBe("Error: Sign in | Self Service Portal");
  });

  it("posts when the check passes, and the server's answer (lastResult) is shown", async () => {
    await renderPage();
    await fillIn();
    await press("Sign in");

    expect(posts).toEqual([{ email: "alex@example.com", password: "wrong-password", plan: "basic" }]);
    expect(summaryItems()).toEqual([[WRONG, null]]);
    expect(document.activeElement).toBe(summary());
    // Focus left the (emptied) password field for the summary: that is not a reason to check it.
    expect(errorOf(IDS.password)).toBeNull();
  });

  it("before the schema has loaded, nothing is checked in the browser: the server answers", async () => {
    loadCheck = () => new Promise(() => undefined); // a slow connection: the import never arrives
    await renderPage();
    await focus(IDS.email);
    await press("Sign in");

    expect(posts).toEqual([{ email: "", password: "" }]);
    expect(summaryItems().map(([message]) => message)).toEqual([
      "Enter your email address",
      "Enter your password",
      "Choose a plan",
    ]);
    expect(document.activeElement).toBe(summary());
    expect(document.title).toMatch(/^Error: /);
  });

  it("a button with formnovalidate posts without the check", async () => {
    await renderPage();
    await focus(IDS.email);
    await press("Save for later");

    expect(posts).toEqual([{ email: "", password: "", intent: "later" }]);
  });

  it("focus returns to the summary after every failed answer from the server, even the same one", async () => {
    await renderPage();
    await fillIn();
    await press("Sign in");
    expect(document.activeElement).toBe(summary());
    await type(IDS.password, "wrong-password");
    expect(document.activeElement).toBe(input(IDS.password));
    await press("Sign in");

    expect(posts).toHaveLength(2);
    expect(summaryItems()).toEqual([[WRONG, null]]);
    expect(document.activeElement).toBe(summary());
  });

  it("focus returns to the summary after every failed submit, even with the same errors", async () => {
    await renderPage();
    await focus(IDS.email);
    await press("Sign in");
    await focus(IDS.password);
    expect(document.activeElement).toBe(input(IDS.password));
    await press("Sign in");

    expect(posts).toHaveLength(0);
    expect(document.activeElement).toBe(summary());
  });
});

describe("after a failed post (reset)", () => {
  it("empties the secrets the server did not send back and keeps the other values", async () => {
    await renderPage();
    await type(IDS.email, "alex@example.com");
    await type(IDS.password, "wrong-password");
    await choose(`${IDS.plan}-1`);
    await press("Sign in");

    expect(posts).toHaveLength(1);
    expect(input(IDS.password).value).toBe("");
    expect(input(IDS.email).value).toBe("alex@example.com");
    expect(input(`${IDS.plan}-1`).checked).toBe(true);
    // The same inputs, not remounted copies: a reset that replaced them would lose what the
    // customer is doing.
    expect(input(IDS.email).isConnected).toBe(true);
  });

  it("empties them again after the next failed post", async () => {
    await renderPage();
    await fillIn();
    await press("Sign in");
    await type(IDS.password, "still-wrong");
    await press("Sign in");

    expect(posts.map((post) => post.password)).toEqual(["wrong-password", "still-wrong"]);
    expect(input(IDS.password).value).toBe("");
    expect(input(IDS.email).value).toBe("alex@example.com");
  });
});

describe("validation triggers (shouldValidate, shouldRevalidate)", () => {
  it("onSubmit: leaving or typing in a field checks nothing before the first submit", async () => {
    await renderPage({ shouldValidate: "onSubmit", shouldRevalidate: "onInput" });
    await focus(IDS.email);
    await type(IDS.email, "alex@");
    await focus(IDS.password);

    expect(errorOf(IDS.email)).toBeNull();
    expect(summary()).toBeNull();
  });

  it("after the first submit every field is checked again as it changes, even one that was valid", async () => {
    await renderPage({ shouldValidate: "onSubmit", shouldRevalidate: "onInput" });
    await type(IDS.email, "alex@example.com");
    await choose(IDS.plan);
    await press("Sign in");
    expect(summaryItems()).toEqual([["Enter your password", `#${IDS.password}`]]);

    await type(IDS.password, "x");
    expect(errorOf(IDS.password)).toBeNull();
    await type(IDS.email, "alex@");
    expect(errorOf(IDS.email)).toBe("Error: Enter an email address in the correct format");
    // Errors found while typing are listed, but focus stays where the customer is typing.
    expect(summaryItems()).toEqual([["Enter an email address in the correct format", `#${IDS.email}`]]);
    expect(document.activeElement).toBe(input(IDS.email));
    expect(posts).toHaveLength(0);
  });

  it("onBlur: leaving a field checks that field only, and focus is not moved to the summary", async () => {
    await renderPage({ shouldValidate: "onBlur", shouldRevalidate: "onInput" });
    await focus(IDS.email);
    await type(IDS.email, "alex@");
    expect(errorOf(IDS.email)).toBeNull(); // typing before the first check: not yet

    await focus(IDS.password);
    expect(errorOf(IDS.email)).toBe("Error: Enter an email address in the correct format");
    expect(errorOf(IDS.password)).toBeNull();
    expect(document.activeElement).toBe(input(IDS.password));
    expect(summaryItems()).toEqual([["Enter an email address in the correct format", `#${IDS.email}`]]);
  });

  it("onBlur after a failed submit: an error found on leaving a field does not take focus, even when the summary reappears", async () => {
    await renderPage({ shouldValidate: "onBlur", shouldRevalidate: "onInput" });
    await focus(IDS.email);
    await press("Sign in");
    expect(document.activeElement).toBe(summary());
    await fillIn("x");
    expect(summary()).toBeNull(); // every error fixed

    await type(IDS.email, "alex@");
    await focus(IDS.password);
    expect(summaryItems()).toEqual([["Enter an email address in the correct format", `#${IDS.email}`]]);
    expect(document.activeElement).toBe(input(IDS.password));
  });

  it("a checked field is checked again on input (shouldRevalidate onInput)", async () => {
    await renderPage({ shouldValidate: "onBlur", shouldRevalidate: "onInput" });
    await focus(IDS.email);
    await type(IDS.email, "alex@");
    await focus(IDS.password);
    await type(IDS.email, "alex@example.com"); // leaving the password empty checks it too

    expect(errorOf(IDS.email)).toBeNull();
    expect(summaryItems()).toEqual([["Enter your password", `#${IDS.password}`]]);
  });

  it("shouldRevalidate onBlur: a checked field is not checked on input, only when left", async () => {
    await renderPage({ shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
    await focus(IDS.email);
    await type(IDS.email, "alex@");
    await focus(IDS.password);
    await type(IDS.email, "alex@example.com");
    expect(errorOf(IDS.email)).toBe("Error: Enter an email address in the correct format");

    await focus(IDS.password);
    expect(errorOf(IDS.email)).toBeNull();
  });

  it("onInput: a field is checked as it is typed in, and a radio as it is chosen", async () => {
    await renderPage({ shouldValidate: "onInput" });
    await focus(IDS.email);
    await type(IDS.email, "alex@");
    expect(errorOf(IDS.email)).toBe("Error: Enter an email address in the correct format");
    await choose(IDS.plan);
    expect(errorOf(IDS.plan)).toBeNull();
    expect(errorOf(IDS.password)).toBeNull();
  });
});

describe("aria and links", () => {
  it("each control points at its hint and its error; the radio group's fieldset at its error", async () => {
    await renderPage();
    await focus(IDS.email);
    await press("Sign in");

    const email = input(IDS.email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe(`${IDS.email}-description ${IDS.email}-error`);
    expect(errorOf(IDS.email)).toBe("Error: Enter your email address");
    expect(input(IDS.password).getAttribute("aria-describedby")).toBe(`${IDS.password}-error`);
    expect(input(IDS.plan).closest("fieldset")?.getAttribute("aria-describedby")).toBe(`${IDS.plan}-error`);

    await type(IDS.email, "alex@example.com");
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(email.getAttribute("aria-describedby")).toBe(`${IDS.email}-description`);
  });

  it("the form and the client's props carry no aria attributes of their own: the field components own them", () => {
    const meta: FieldMetadata = {
      key: "email",
      id: "f-email",
      name: "email",
      errors: ["Enter your email address"],
      initialValue: undefined,
      constraint: { required: true },
      getFieldList: () => [],
      getFieldset: () => ({}),
    };
    expect(Object.keys(getInputProps(meta, { type: "email" })).filter((key) => key.startsWith("aria-"))).toEqual([]);
  });

  it("a summary link goes to its field: a radio group's first radio", async () => {
    await renderPage();
    await focus(IDS.email);
    await press("Sign in");
    const link = summary()!.querySelector<HTMLAnchorElement>(`a[href="#${IDS.plan}"]`)!;
    await act(async () => link.click());

    expect(document.activeElement).toBe(input(IDS.plan));
    expect(input(IDS.plan).value).toBe("basic");
  });
});

describe("pending state", () => {
  it("while the post is in flight the button is aria-disabled, keeps focus and says so; then the answer is shown", async () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    await renderPage();
    await fillIn();
    await act(async () => button("Sign in").focus());
    await press("Sign in");

    const pending = button("Signing in…");
    // Not `disabled`: a disabled button loses focus (to <body>); this one keeps it and ignores presses.
    expect(pending.disabled).toBe(false);
    expect(pending.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(pending);
    await act(async () => pending.click());
    await flush();
    expect(posts).toHaveLength(1);
    expect(summary()).toBeNull();
    await act(async () => release());
    await flush();
    expect(button("Sign in").hasAttribute("aria-disabled")).toBe(false);
    expect(summaryItems()).toEqual([[WRONG, null]]);
    expect(document.activeElement).toBe(summary());
  });
});

/** Fields inside lists and fieldsets (profile/edit's contacts), and errors for fields the page never shows. */
function ContactsPage({ lastResult }: { lastResult: Parameters<typeof useForm>[0]["lastResult"] }) {
  const [form, fields] = useForm<{ contacts: { name: string; phone: string }[]; note: string }>({
    id: "contacts",
    lastResult,
  });
  return (
    <>
      <ErrorSummary form={form} />
      <form {...getFormProps(form)}>
        {fields.contacts.getFieldList().map((contact) => {
          const set = contact.getFieldset();
          return (
            <fieldset key={contact.key}>
              <Field label="Name" meta={set.name} inputProps={getInputProps(set.name, { type: "text" })} />
              <Field label="Phone" meta={set.phone} inputProps={getInputProps(set.phone, { type: "tel" })} />
            </fieldset>
          );
        })}
        <Field label="Note" meta={fields.note} inputProps={getInputProps(fields.note, { type: "text" })} />
      </form>
    </>
  );
}

describe("the error summary is derived from every error", () => {
  it("lists nested fields in the page's order, form-level errors first, and errors of fields the page does not show last", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <ContactsPage
          lastResult={{
            status: "error",
            initialValue: {
              contacts: [
                { name: "", phone: "1" },
                { name: "", phone: "" },
              ],
              note: "",
            },
            error: {
              note: ["Enter a note"],
              ghost: ["A field the page does not show"],
              "contacts[1].phone": ["Enter the second phone"],
              "contacts[0].name": ["Enter the first name"],
              "": ["The provider refused the change"],
              "contacts[1].name": ["Enter the second name"],
            },
          }}
        />,
      ),
    );

    expect(summaryItems()).toEqual([
      ["The provider refused the change", null],
      ["Enter the first name", "#contacts-contacts-0--name"],
      ["Enter the second name", "#contacts-contacts-1--name"],
      ["Enter the second phone", "#contacts-contacts-1--phone"],
      ["Enter a note", "#contacts-note"],
      ["A field the page does not show", "#contacts-ghost"],
    ]);
    for (const [, href] of summaryItems().slice(1, 5)) expect(document.querySelector(href!)).not.toBeNull();
    // A page rendered with a failed post's answer starts from its summary.
    expect(document.activeElement).toBe(summary());
  });
});
