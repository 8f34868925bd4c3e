import type { Contact, Profile } from "#server/provider/schemas/profile.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { fromProvider, quietly } from "#app/lib/provider-outcome.server.ts";

/**
 * The profile (account/contacts/user-details) and the account's contacts (account/contacts),
 * fetched in parallel. Spec §8: a failure to load the contacts is ignored — the contacts the
 * profile carries are used instead; a failure to load the profile is the page's error.
 */
export async function loadProfile(portal: Portal): Promise<{ profile: Profile; contacts: Contact[] }> {
  const [profile, contacts] = await Promise.all([
    fromProvider(portal.profile()),
    portal.api.account.contacts({}).then((answer) => answer.contacts, quietly(null)),
  ]);
  return { profile, contacts: contacts && contacts.length > 0 ? contacts : profile.contacts };
}
