import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import type { ButtonVariant } from "#app/styles/theme.css.ts";
import * as styles from "./Button.css.ts";

export type { ButtonVariant };
export type ButtonSize = "small" | "medium" | "large";

type LookProps = {
  /** Colour role; `primary` (orange) by default. */
  variant?: ButtonVariant;
  /** `medium` by default. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
};

function buttonClassName({ variant = "primary", size = "medium", fullWidth = false }: LookProps, extra?: string) {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth ? styles.fullWidth : undefined, extra]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = LookProps & ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A real <button>. Like HTML, `type` defaults to "submit" inside a form: pass `type="button"` otherwise.
 * `disabled` (e.g. `disabled={busy}` while a post is pending) renders `aria-disabled="true"` and
 * ignores clicks (and Enter in a field), so the button keeps focus: a disabled button would send it to <body>.
 */
export function Button({ variant, size, fullWidth, className, disabled, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      aria-disabled={disabled || undefined}
      onClick={disabled ? (event) => event.preventDefault() : onClick}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    />
  );
}

export type ButtonLinkProps = LookProps & LinkProps;

/** A react-router <Link> that looks like a Button: use it for navigation, Button for actions. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  // The space after it keeps it apart from the next link where CSS does not lay them out (a text
  // browser: "Make a payment Need more time to pay?"); a flex row of actions ignores it.
  return (
    <>
      <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, className)} />{" "}
    </>
  );
}
