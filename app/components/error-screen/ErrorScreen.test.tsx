import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { text } from "node:stream/consumers";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import ErrorScreen from "./ErrorScreen.tsx";
import { ErrorView } from "./ErrorView.tsx";

const ERROR = new Error("Cannot read properties of undefined (reading 'plan') at provider payload");

/** The error screen as a first (server) load renders it, with the root's data as its loader sent it. */
function screen(
  root: { errorDetails: boolean; requestId: string; supportPhone?: string },
  error: unknown = ERROR,
): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      HydrateFallback: () => null,
      Component: () => <ErrorScreen error={error} />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />);
}

describe("the error view: the screen's code loads when an error happens", () => {
  it("is in the server's page whole, as a browser without JavaScript needs it: no fallback, no script", async () => {
    const root = { errorDetails: false, requestId: "0b7f2a5e", supportPhone: "1300 980 711" };
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => root,
        HydrateFallback: () => null,
        Component: () => <ErrorView error={new ErrorResponse(404, "Not Found", null)} />,
      },
    ]);
    // What entry.server.tsx does: the page is sent once everything in it is ready.
    const { prelude } = await prerenderToNodeStream(
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />,
    );
    const html = await text(prelude);
    expect(html).toContain("Page Not Found");
    expect(html).toContain('href="tel:1300980711"');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<template");
  });
});

describe("the render error screen (spec §8)", () => {
  it("shows the error's text and its details in development", () => {
    const html = screen({ errorDetails: true, requestId: "7d0c…" });
    expect(html).toContain("Something went wrong.");
    expect(html).toContain("Cannot read properties of undefined");
    expect(html).toContain("<details");
    expect(html).not.toContain("reference");
  });

  it("outside development shows a reference, the request id, and no internals", () => {
    const id = "0b7f2a5e-7c1e-4f0e-9d7a-3c2b1a0f9e8d";
    const html = screen({ errorDetails: false, requestId: id });
    expect(html).toContain("Something went wrong.");
    expect(html).toContain(id);
    expect(html).not.toContain("Cannot read");
    expect(html).not.toContain("provider");
    expect(html).not.toContain("<details");
    expect(html).not.toMatch(/at \w+ \(/);
  });
});

describe("every error screen is a way on (spec §8)", () => {
  const root = { errorDetails: false, requestId: "0b7f2a5e", supportPhone: "1300 980 711" };
  const screens = {
    "not found": new ErrorResponse(404, "Not Found", null),
    "route error": new ErrorResponse(502, "Bad Gateway", { message: "Request failed with status code 502" }),
    "render error": ERROR,
  };
  for (const [name, error] of Object.entries(screens)) {
    it(`${name}: a link home and the support number to call`, () => {
      const html = screen(root, error);
      expect(html).toMatch(/<a[^>]*href="\/"/);
      expect(html).toContain('href="tel:1300980711"');
      expect(html).toContain(">1300 980 711</a>");
    });
  }
});

describe("the route error screen: plain words, spec §8's message as a detail, Try again", () => {
  const root = { errorDetails: false, requestId: "0b7f2a5e", supportPhone: "1300 980 711" };

  it("shows the words and the detail it was given, and a Try again link to the page's own URL", () => {
    const html = screen(
      root,
      new ErrorResponse(502, "Bad Gateway", {
        message: "Something went wrong on our side, so this could not be shown.",
        detail: "Request failed with status code 500",
      }),
    );
    expect(html).toContain("Something went wrong on our side, so this could not be shown.");
    expect(html.replaceAll("<!-- -->", "")).toContain("Details: Request failed with status code 500");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Try again<\/a>/);
  });

  it("a route error with no words of its own never shows a bare status line", () => {
    const html = screen(root, new ErrorResponse(503, "Service Unavailable", null));
    expect(html).not.toContain("503");
    expect(html).toContain("Please try again in a moment.");
    expect(html).toContain("Try again");
  });
});
