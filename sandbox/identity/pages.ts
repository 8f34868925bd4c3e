/**
 * The identity provider's own pages: plain HTML forms that work without JavaScript (a sign-in
 * with an email address and a password, then a 6-digit code), in the GOV.UK error pattern.
 */

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1.5rem;padding:.5rem 1.25rem;background:#00703c;color:#fff;border:0}
.error-summary{border:4px solid #d4351c;padding:1rem}.error{color:#d4351c;font-weight:600}`;

function page(title: string, body: string, error?: string): string {
  const summary = error
    ? `<div class="error-summary" role="alert" tabindex="-1"><h2>There is a problem</h2><p class="error">${escape(error)}</p></div>`
    : "";
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${error ? "Error: " : ""}${escape(title)} – Staff sign-in</title><style>${STYLE}</style></head>
<body><main><p>Sandbox identity provider · staff only</p><h1>${escape(title)}</h1>${summary}${body}</main></body></html>`;
}

/** Step one: email address and password. The email is kept after a refusal; the password never. */
export function signInPage(uid: string, { email = "", error }: { email?: string; error?: string } = {}): string {
  return page(
    "Sign in to the staff console",
    `<form method="post" action="/interaction/${escape(uid)}/login" novalidate>
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" spellcheck="false" value="${escape(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button></form>`,
    error,
  );
}

/** Step two: the 6-digit code sent to the member of staff (the sandbox outbox). */
export function codePage(uid: string, { to, error }: { to: string; error?: string }): string {
  return page(
    "Enter your security code",
    `<p>We sent a 6-digit code to ${escape(to)}. It expires in 10 minutes.</p>
<form method="post" action="/interaction/${escape(uid)}/code" novalidate>
<label for="code">Security code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<button type="submit">Continue</button></form>`,
    error,
  );
}

/** What the provider says when a request cannot go on (an expired sign-in, an unknown client). */
export function errorPage(message: string): string {
  return page(
    "You cannot sign in from this link",
    `<p>${escape(message)}</p><p>Go back to the staff console and press Sign in again.</p>`,
  );
}
