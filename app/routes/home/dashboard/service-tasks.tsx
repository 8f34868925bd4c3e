import { ButtonLink } from "#app/components/button/Button.tsx";
import * as styles from "./dashboard.css.ts";

export type Task = { to: string; label: string; main?: boolean };

/** The service's main tasks as buttons; the one to do first (activating a SIM) stands out. */
export function ServiceTasks({ tasks }: { tasks: readonly Task[] }) {
  if (!tasks.length) return null;
  return (
    <nav aria-label="Service tasks">
      <ul className={styles.tasks}>
        {tasks.map((task) => (
          <li key={task.to}>
            <ButtonLink to={task.to} variant={task.main ? "primary" : "secondary"}>
              {task.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
