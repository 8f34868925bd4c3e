import { data } from "react-router";
import { StaffErrorView, StaffShell } from "./staff-shell.tsx";

/** Any other /staff… address: the staff console's 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function StaffNotFound() {
  return (
    <StaffShell>
      <StaffErrorView error={{ status: 404, statusText: "Not Found", internal: false, data: null }} />
    </StaffShell>
  );
}
