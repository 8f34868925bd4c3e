import { useLocation, useMatches } from "react-router";
import { useNonce } from "./nonce.ts";
import type { TagManagerTag } from "./tag-manager.server.ts";

/** Routes that set `handle = { noTagManager: true }` (sign-in, MFA, payment) never get the script. */
export type RouteHandle = { noTagManager?: boolean };

/** The wholesaler's tag-manager script (spec §1), carrying the CSP nonce. */
export function TagManager({ tag }: { tag: TagManagerTag | undefined }) {
  const nonce = useNonce();
  const matches = useMatches();
  const location = useLocation();
  if (!tag) return null;
  if (new URLSearchParams(location.search).has("token")) return null;
  if (matches.some((m) => (m.handle as RouteHandle | undefined)?.noTagManager)) return null;
  return <script nonce={nonce} data-tag-manager={tag.id} dangerouslySetInnerHTML={{ __html: tag.snippet }} />;
}
