import type { HandlerMap } from "#sandbox/context.ts";
import { actionHandlers } from "./actions.ts";
import { managementHandlers, reportsHandlers, templatesHandlers } from "./admin-areas.ts";
import { authenticationHandlers } from "./authentication.ts";
import { newMobileHandlers } from "./new-mobile.ts";
import { passwordHandlers } from "./passwords.ts";
import { billingHandlers } from "./billing.ts";
import { conversationHandlers } from "./conversations.ts";
import { creditCardHandlers } from "./credit-card.ts";
import { customerSearchHandlers } from "./customer-search.ts";
import { lookupHandlers } from "./lookup.ts";
import { mobileAccountHandlers, mobileHandlers } from "./mobile.ts";
import { profileHandlers } from "./profile.ts";
import { locationHandlers } from "./location-search.ts";
import { accountCreateHandler } from "./new-account.ts";
import { qualificationHandlers } from "./qualification.ts";
import { saleHandlers } from "./sales.ts";
import { serviceHandlers } from "./services.ts";
import { accessLogHandlers } from "./staff-views.ts";
import { usageHandlers } from "./usage.ts";
import { safeguardHandlers } from "./safeguards.ts";
import { notificationHandlers } from "./notifications.ts";
import { wholesaleHandlers } from "./wholesale.ts";

/** Every implemented call; a catalogue call without a handler answers 501. */
export const handlers: HandlerMap = {
  authentication: { ...authenticationHandlers, ...passwordHandlers, ...newMobileHandlers },
  account: {
    ...serviceHandlers,
    ...usageHandlers,
    ...profileHandlers,
    ...billingHandlers,
    ...actionHandlers,
    ...conversationHandlers,
    ...accountCreateHandler,
    ...mobileAccountHandlers,
    ...accessLogHandlers,
    ...safeguardHandlers,
    ...notificationHandlers,
  },
  mobile: mobileHandlers,
  creditCard: creditCardHandlers,
  wholesale: { ...wholesaleHandlers, ...locationHandlers },
  lookup: lookupHandlers,
  templates: templatesHandlers,
  qualification: qualificationHandlers,
  sale: saleHandlers,
  management: { ...managementHandlers, ...customerSearchHandlers },
  reports: reportsHandlers,
};
