import { createHash } from "node:crypto";

/**
 * The staff console's one script (docs/decisions/073): on a report's progress page, with
 * JavaScript on, it looks at the page again every 2 seconds and puts the new state in the page's
 * live region, so the progress moves and "Your report is ready" is announced, without the page
 * reloading under a screen reader. The staff CSP allows exactly this text by its hash (not a
 * nonce: the framework's own scripts, which carry the nonce, stay refused). Without JavaScript the
 * page has its "Check again" link.
 */
export const REPORT_POLLER = `(() => {
  const region = document.getElementById("report-status");
  if (!region) return;
  const look = async () => {
    try {
      const answer = await fetch(location.href, { cache: "no-store", credentials: "same-origin" });
      const next = new DOMParser().parseFromString(await answer.text(), "text/html").getElementById("report-status");
      if (!next) return;
      region.replaceChildren(...next.childNodes);
      region.dataset.status = next.dataset.status;
      if (next.dataset.status === "preparing") setTimeout(look, 2000);
      else document.title = next.dataset.title || document.title;
    } catch {
      setTimeout(look, 5000);
    }
  };
  setTimeout(look, 2000);
})();`;

/** The CSP source that lets the poller, and nothing else, run on a staff page. */
export const REPORT_POLLER_SOURCE = `'sha256-${createHash("sha256").update(REPORT_POLLER).digest("base64")}'`;
