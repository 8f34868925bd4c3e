/** The notification preferences form's checks as the browser loads them: on first touch (docs/decisions/008). Not in the server build. */
export { validateNotifications } from "./notifications.schemas.ts";
