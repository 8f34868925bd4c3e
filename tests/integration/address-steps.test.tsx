import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import DeliveryAddress from "#app/routes/home/add-product-delivery-address.tsx";
import MoveAddress from "#app/routes/move/index.tsx";
import JoinAddress from "#app/routes/signup/index.tsx";

/** A step's page as the server renders it for a search that found nothing. */
function nothingFound(path: string, Page: ComponentType<never>, extra: Record<string, unknown>): string {
  const loaderData = {
    query: "99 nowhere lane",
    searchErrors: null,
    matches: [],
    failure: null,
    lastResult: null,
    constraint: {},
    chosen: null,
    back: "/home",
    ...extra,
  };
  const Stub = createRoutesStub([{ id: "step", path, Component: Page as ComponentType, loader: () => loaderData }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { step: loaderData } }} />)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("every address search", () => {
  it("gives the same advice when nothing is found (joining, moving home, where hardware is posted)", () => {
    const advice =
      "No address found We could not find “99 nowhere lane”. Try: fewer words, for example just the street number and street name the full street name without the type, for example King instead of King St checking the spelling of the street and suburb";
    expect(nothingFound("/signup", JoinAddress as ComponentType<never>, { change: false })).toContain(advice);
    expect(nothingFound("/move", MoveAddress as ComponentType<never>, {})).toContain(advice);
    expect(
      nothingFound("/home/plan/add/delivery/address", DeliveryAddress as ComponentType<never>, {
        productName: "modem",
      }),
    ).toContain(advice);
  });
});
