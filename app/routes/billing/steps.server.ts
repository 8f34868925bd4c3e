// The server half of what every billing step's route module does alike: never cached, a post is
// told apart by its `intent` field, and a check step (…/confirm) only answers its question's post.
// The client half is in steps.ts (the handle), check-page.tsx and check-step-client-loader.ts.

import { createContext, data, type HeadersFunction, redirect, type RouterContextProvider } from "react-router";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";

/** Every billing page: never cached (card pages are a click away). */
export const billingHeaders: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The posted form; a body that is not a form is a 400, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read" }, { status: 400 });
  }
}

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a step does with one of its forms, by the form's `intent`. */
type IntentHandlers = Record<string, (portal: Portal, formData: FormData) => unknown>;
type Answer<H extends IntentHandlers> = Awaited<ReturnType<H[keyof H]>>;

/** An action that answers each of `handlers`' intents with its handler; any other form is a 400. */
export function intentAction<H extends IntentHandlers>(handlers: H) {
  return async ({ request, context }: ActionArgs): Promise<Answer<H>> => {
    const portal = context.get(portalContext);
    const formData = await readForm(request);
    const intent = formData.get("intent");
    const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) throw data({ message: "Unknown form" }, { status: 400 });
    return (await handler(portal, formData)) as Answer<H>;
  };
}

/** Set by a check step's action, for its loader in the same request. */
const checkStepPosted = createContext(false);

/**
 * A check step's action (see intentAction). A check step is the answer to its question's post:
 * what it shows travels in that post and in the step's hidden fields, never in the session or the
 * URL. The action marks the request; without JavaScript the loader runs in the same request and
 * lets the page render.
 */
export function checkStepAction<H extends IntentHandlers>(handlers: H) {
  const answer = intentAction(handlers);
  return (args: ActionArgs): Promise<Answer<H>> => {
    args.context.set(checkStepPosted, true);
    return answer(args);
  };
}

/**
 * A check step's loader. A plain visit to the step (a reload, a bookmark, the back button after
 * paying) has nothing to check: back to its `question`. With JavaScript the step's `clientLoader`
 * (check-step-client-loader.ts) answers instead, so the reload after its own post never reaches this.
 */
export function checkStepLoader(question: string) {
  return ({ context }: Pick<ActionArgs, "context">): null => {
    if (!context.get(checkStepPosted)) throw redirect(question);
    return null;
  };
}
