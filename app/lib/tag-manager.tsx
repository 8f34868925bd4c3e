import { redirectDocument, useLocation } from "react-router";
import { useNonce } from "./nonce.ts";
import { isTagManagerFree, TAG_MANAGER_RAN } from "./tag-manager-pages.ts";
import type { TagManagerTag } from "./tag-manager.server.ts";

/** Whether the tag manager ran in this document (never, on the server). */
function tagManagerRanHere(): boolean {
  return typeof window !== "undefined" && (window as unknown as Record<string, unknown>)[TAG_MANAGER_RAN] === true;
}

/**
 * The wholesaler's tag-manager script (spec §1), carrying the CSP nonce: in a page the server
 * draws, unless the page is free of it (tag-manager-pages.ts) or its URL carries a sign-in token.
 * In the browser it stays only in a document it ran in: a script React adds later would not run.
 */
export function TagManager({ tag }: { tag: TagManagerTag | undefined }) {
  const nonce = useNonce();
  const location = useLocation();
  if (!tag) return null;
  if (typeof window !== "undefined" && !tagManagerRanHere()) return null;
  if (new URLSearchParams(location.search).has("token")) return null;
  if (isTagManagerFree(location.pathname)) return null;
  return <script nonce={nonce} data-tag-manager={tag.id} dangerouslySetInnerHTML={{ __html: tag.snippet }} />;
}

/**
 * The root's client middleware: a document the tag manager ran in never draws a page free of it.
 * Going there by a link, a form or a redirect loads a new document instead (the server's, without
 * the tag manager and with a CSP that refuses its origins), before any of the page is drawn.
 */
export function loadTagManagerFreePagesAsDocuments({ url }: { url: URL }) {
  if (tagManagerRanHere() && isTagManagerFree(url.pathname)) throw redirectDocument(url.pathname + url.search);
}
