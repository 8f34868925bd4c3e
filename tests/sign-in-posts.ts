import { type SignedIn, SignInError } from "#server/auth.ts";

/** A sign-in form's post, as a browser sends it (run it `fromClient` an address). */
export function signInPost(fields: Record<string, string>, url = "http://portal.test/login"): Request {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

/** What a sign-in strategy answered: the signed-in token, its refusal, or a thrown Response. */
export async function signInOutcome(run: Promise<SignedIn>): Promise<SignedIn | SignInError | Response> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof SignInError || error instanceof Response) return error;
    throw error;
  }
}
