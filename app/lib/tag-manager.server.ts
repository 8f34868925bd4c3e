import { tellPagesFreeOfTheTagManager } from "#server/security/security-headers.ts";
import { isTagManagerFree, TAG_MANAGER_RAN } from "./tag-manager-pages.ts";

// The CSP is written before React Router sees the request: it learns here, as the build loads,
// which pages must not allow the tag manager's origins (the image has the build, not app/).
tellPagesFreeOfTheTagManager(isTagManagerFree);

/**
 * The wholesaler's tag-manager snippet (spec §1) for container `id`, written here so the browser
 * gets it as data and no page ships the code that writes it. It first marks the document, for
 * good: a document the tag manager ran in never shows a page free of it (tag-manager.tsx).
 */
export function tagManagerSnippet(id: string): string {
  return (
    `Object.defineProperty(window,${JSON.stringify(TAG_MANAGER_RAN)},{value:true});` +
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})` +
    `(window,document,'script','dataLayer',${JSON.stringify(id)});`
  );
}

/** What a page needs to add the tag manager: its container and the snippet (null: none). */
export type TagManagerTag = { id: string; snippet: string } | null;

export const tagManagerTag = (id: string | null | undefined): TagManagerTag =>
  id ? { id, snippet: tagManagerSnippet(id) } : null;
