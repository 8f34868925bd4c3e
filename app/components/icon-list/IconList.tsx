import type { ReactNode } from "react";
import * as styles from "./IconList.css.ts";
import { Icon, type IconName } from "#app/components/icon/Icon.tsx";

export type IconListItem = { key?: string; icon: IconName; content: ReactNode };

export type IconListProps = {
  items: readonly IconListItem[];
  /** Accessible name of the list when no visible heading introduces it. */
  label?: string;
};

/** A list whose icons are decorative (aria-hidden); the text of each item carries the meaning. */
export function IconList({ items, label }: IconListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.key ?? index} className={styles.item}>
          <Icon name={item.icon} className={styles.icon} />
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
