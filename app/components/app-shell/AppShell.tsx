import { type ReactNode, useEffect, useRef } from "react";
import { Link, matchPath, useLocation } from "react-router";
import * as styles from "./AppShell.css.ts";
import { Icon } from "#app/components/icon/Icon.tsx";
import { MainContent } from "#app/components/main-content/MainContent.tsx";

export type NavItem = {
  to: string;
  label: ReactNode;
  /**
   * The item is current (`aria-current="page"`) on its page and every page below it (unless a
   * more specific item covers that page): below
   * `section` when given (Diagnostics links to /service/service-tests and is current on all of
   * /service), else below `to`. `end`: on the page itself only (/home, whose pages have items of
   * their own).
   */
  section?: string;
  end?: boolean;
};

/** Whether `item`'s pages include `pathname` (see NavItem). */
function coversPath(item: NavItem, pathname: string): boolean {
  return matchPath({ path: item.section ?? item.to, end: item.end ?? false }, pathname) !== null;
}

/**
 * The one item current at `pathname`: of those whose pages include it, the most specific (Payment
 * details on /billing/payment-details, not Billing as well).
 */
function currentNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = (item: NavItem) => item.section ?? item.to;
  return items.filter((item) => coversPath(item, pathname)).sort((a, b) => path(b).length - path(a).length)[0];
}

export type AppHeaderProps = {
  /** Left of the header: the logo (a link home where there is one). */
  brand: ReactNode;
  /** Right of the header: e.g. account code and the sign-out <Form>. */
  account?: ReactNode;
};

/** The compact banner every page starts with: the brand left, the account's controls right. */
export function AppHeader({ brand, account }: AppHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.brand}>{brand}</div>
      {account ? <div className={styles.account}>{account}</div> : null}
    </header>
  );
}

export type AppShellProps = AppHeaderProps & {
  /** Links of the main navigation; omit for pages without navigation (sign-in). */
  navItems?: readonly NavItem[];
  /** Accessible name of the navigation landmark; "Main" by default. */
  navLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
};

function NavList({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const current = currentNavItem(items, pathname);
  return (
    <ul className={styles.navList}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} aria-current={item === current ? "page" : undefined} className={styles.navLink}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Page layout with landmarks: header (banner), nav, main (its content #main-content is the skip
 * link's target, focusable by script: MainContent.tsx), footer (contentinfo).
 *
 * The navigation is rendered once (a text browser or a page without CSS shows it once): a
 * <details> "Menu" disclosure that opens without JavaScript below the medium breakpoint, and from
 * it up a 230px sidebar, the same <details> always open (its summary hidden, its content shown
 * by CSS where the browser supports ::details-content; elsewhere the "Menu" stays, and works).
 */
export function AppShell({ brand, account, navItems, navLabel = "Main", footer, children }: AppShellProps) {
  const hasNav = navItems !== undefined && navItems.length > 0;
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // A client navigation keeps the page's elements: the menu, opened to choose a page, would stay
  // open over the new one. Without JavaScript every page is new, and starts with it closed.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  return (
    <div className={hasNav ? styles.shell : `${styles.shell} ${styles.withoutNav}`}>
      <AppHeader brand={brand} account={account} />
      {hasNav ? (
        <>
          <nav aria-label={navLabel} className={styles.nav}>
            <details ref={menu} className={styles.navDetails}>
              <summary className={styles.menuSummary}>
                <Icon name="menu" size={20} />
                Menu
              </summary>
              <NavList items={navItems} />
            </details>
          </nav>
        </>
      ) : null}
      <MainContent mainClassName={styles.main} className={styles.mainInner}>
        {children}
      </MainContent>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
