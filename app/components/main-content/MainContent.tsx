import type { ReactNode } from "react";

/**
 * The main landmark and, inside it, the skip link's target (#main-content). The id sits on a
 * <div>, not on <main>: text browsers such as w3m know no HTML5 sectioning element and so find
 * no fragment on <main>; every browser finds it on a <div>. It takes focus (tabIndex -1) so the
 * skip link, and an alert's dismissal, move keyboard focus into the content.
 */
export function MainContent({
  className,
  mainClassName,
  children,
}: {
  /** The content's layout (on the target <div>). */
  className?: string;
  /** The landmark's own layout, e.g. its place in the page's grid. */
  mainClassName?: string;
  children: ReactNode;
}) {
  return (
    <main className={mainClassName}>
      <div id="main-content" tabIndex={-1} className={className}>
        {children}
      </div>
    </main>
  );
}
