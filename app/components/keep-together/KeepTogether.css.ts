import { style } from "@vanilla-extract/css";

/** A phone number, reference or amount: never broken across two lines. */
export const whole = style({ whiteSpace: "nowrap" });
