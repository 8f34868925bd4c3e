import { useLocation, useMatches } from "react-router";
import { useNonce } from "./nonce.ts";

/** Routes that set `handle = { noTagManager: true }` (sign-in, MFA, payment) never get the script. */
export type RouteHandle = { noTagManager?: boolean };

/** The wholesaler's tag-manager script (spec §1), carrying the CSP nonce. */
export function TagManager({ id }: { id: string | null | undefined }) {
  const nonce = useNonce();
  const matches = useMatches();
  const location = useLocation();
  if (!id) return null;
  if (new URLSearchParams(location.search).has("token")) return null;
  if (matches.some((m) => (m.handle as RouteHandle | undefined)?.noTagManager)) return null;
  const snippet =
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})` +
    `(window,document,'script','dataLayer',${JSON.stringify(id)});`;
  return <script nonce={nonce} data-tag-manager={id} dangerouslySetInnerHTML={{ __html: snippet }} />;
}
