// Where the confirmation of a new mobile lives (decision 060): pure, so pages may import it.

import { href } from "react-router";

/** "Enter the code we sent to 0400 111 222". */
export const MOBILE_CODE_URL = href("/profile/edit/mobile-code");
/** Back to the edit form, with what was typed. */
export const CHANGE_MOBILE_URL = "/profile/edit?change=1";
