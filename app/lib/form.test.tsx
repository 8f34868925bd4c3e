import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "./form.ts";

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
  const contacts = fields.contacts.getFieldList();
  return (
    <form {...getFormProps(form)}>
      <p id="form-errors">{form.errors?.join("|")}</p>
      <input {...getInputProps(fields.email, { type: "email" })} key={undefined} />
      <span id="email-errors">{fields.email.errors?.join("|")}</span>
      <input {...getInputProps(fields.password, { type: "password" })} key={undefined} />
      <textarea {...getTextareaProps(fields.note)} key={undefined} />
      <input {...getInputProps(fields.agree, { type: "checkbox" })} key={undefined} />
      {contacts.map((c) => {
        const f = c.getFieldset();
        const { key, ...props } = getInputProps(f.name, { type: "text" });
        return <input key={key} {...props} />;
      })}
    </form>
  );
}

describe("form client (conform's API, our code)", () => {
  it("renders what the server sent back, its errors and the constraints", () => {
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
          error: { email: ["Enter an email address in the correct format"], "": ["There is a problem"] },
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
    expect(html).toContain("Enter an email address in the correct format");
    expect(html).toContain("There is a problem");
  });

  it("never fills a secret the server did not send back, and starts from defaults", () => {
    const html = renderToString(<Demo defaultValue={{ email: "a@b.co" }} />);
    expect(html).toContain('value="a@b.co"');
    expect(html).not.toMatch(/type="password"[^>]*value=/);
    expect(html).not.toContain("aria-invalid");
  });
});
