import { describe, expect, it } from "vitest";
import { html, text } from "#tests/markup.tsx";
import { pageLinks, Pager } from "./Pager.tsx";

describe("Pager", () => {
  const href = (page: number) => `/billing?tpage=${page}`;

  it("keeps Previous, where the reader is and Next apart, each link naming its list", () => {
    const markup = html(
      <Pager label="Transactions" {...pageLinks({ page: 2, pageCount: 3, href, of: "transactions" })} />,
    );
    expect(markup).toMatch(/^<nav aria-label="Transactions"/);
    expect(markup.match(/<li/g)).toHaveLength(3);
    expect(markup).toContain('<li aria-current="page">Page 2 of 3</li>');
    const links = [...markup.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], text(m[2]!)]);
    expect(links).toEqual([
      ["/billing?tpage=1", "Previous page of transactions"],
      ["/billing?tpage=3", "Next page of transactions"],
    ]);
  });

  it("shows no link past either end, and nothing for a single page", () => {
    expect(
      html(<Pager label="Invoices" {...pageLinks({ page: 1, pageCount: 2, href, of: "invoices" })} />),
    ).not.toContain("Previous");
    expect(html(<Pager label="Invoices" {...pageLinks({ page: 1, pageCount: 1, href, of: "invoices" })} />)).toBe("");
  });
});
