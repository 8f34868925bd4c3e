// The form client on the server (no DOM): what a page is rendered with. Its behaviour in the
// browser is tested in client.dom.test.tsx.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "./client.ts";

type Fields = { email: string; password: string; note: string; agree: string; contacts: { name: string }[] };

function Demo({
  lastResult,
  defaultValue,
}: {
  lastResult?: Parameters<typeof useForm>[0]["lastResult"];
  defaultValue?: Record<string, unknown>;
}) {
  const [form, fields] = useForm<Fields>({
    id: "demo",
    lastResult,
    defaultValue,
    constraint: { email: { required: true, maxLength: 254 } },
  });
  return (
    <>
      <ErrorSummary form={form} />
      <form {...getFormProps(form)}>
        <Field label="Email" meta={fields.email} inputProps={getInputProps(fields.email, { type: "email" })} />
        <input {...getInputProps(fields.password, { type: "password" })} />
        <textarea {...getTextareaProps(fields.note)} />
        <input {...getInputProps(fields.agree, { type: "checkbox" })} />
        {fields.contacts.getFieldList().map((contact) => (
          <input key={contact.key} {...getInputProps(contact.getFieldset().name, { type: "text" })} />
        ))}
      </form>
    </>
  );
}

describe("form client, rendered on the server", () => {
  it("renders what the server sent back, its errors, the summary and the constraints", () => {
    const html = renderToString(
      <Demo
        lastResult={{
          status: "error",
          initialValue: {
            email: "alex@example",
            note: "<b>hi</b>",
            agree: "on",
            contacts: [{ name: "Alex" }, { name: "Sam" }],
          },
          error: { email: ["Enter an email address in the correct format"], "": ["Something went wrong"] },
        }}
      />,
    );
    expect(html).toContain('id="demo"');
    expect(html).toMatch(/novalidate=""/i);
    expect(html).toMatch(/id="demo-email"[^>]*name="email"|name="email"[^>]*id="demo-email"/);
    expect(html).toContain('value="alex@example"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="demo-email-error"');
    expect(html).toContain('required=""');
    expect(html).toMatch(/maxlength="254"/i);
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;</textarea>");
    expect(html).toContain('checked=""');
    expect(html).toContain('name="contacts[0].name"');
    expect(html).toContain('value="Sam"');
    // The summary: "There is a problem", the form's error, then a link to the field.
    expect(html).toMatch(
      /There is a problem.*Something went wrong.*href="#demo-email"[^>]*>Enter an email address in the correct format/,
    );
  });

  it("never fills a secret the server did not send back, starts from defaults, and marks nothing invalid", () => {
    const html = renderToString(<Demo defaultValue={{ email: "a@b.co" }} />);
    expect(html).toContain('value="a@b.co"');
    expect(html).not.toMatch(/type="password"[^>]*value=/);
    expect(html).not.toContain("aria-");
    expect(html).not.toContain("There is a problem");
  });
});
