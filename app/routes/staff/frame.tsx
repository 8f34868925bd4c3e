import { StaffErrorView, StaffShell } from "./staff-shell.tsx";
import type { Route } from "./+types/frame";

/** Errors of the staff pages outside the signed-in ones (sign-in, its callback): the staff frame, not the customers'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffShell>
      <StaffErrorView error={error} />
    </StaffShell>
  );
}
