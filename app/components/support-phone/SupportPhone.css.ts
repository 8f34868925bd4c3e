import { style } from "@vanilla-extract/css";

// A phone number is read as one unit: it never breaks across lines.
export const phone = style({ whiteSpace: "nowrap" });
