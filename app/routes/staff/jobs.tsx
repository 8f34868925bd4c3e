import { Link } from "react-router";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { JOB_AREAS } from "#app/lib/staff/jobs.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/jobs";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "jobs.run");
  return null;
}

/** The provider's jobs by area, each in plain words; choosing one opens its check page. */
export default function StaffJobs() {
  return (
    <>
      <StaffTitle page="Jobs" />
      <h1>Jobs</h1>
      <p>
        Run one of the provider&apos;s scheduled jobs now. You check it before it runs.{" "}
        <Link to="/staff/jobs/log">See the job log</Link>.
      </p>
      {JOB_AREAS.map(({ area, jobs }) => (
        <section key={area} aria-labelledby={`area-${area}`}>
          <h2 id={`area-${area}`}>{area}</h2>
          <ul>
            {jobs.map((job) => (
              <li key={job.key}>
                <Link to={`/staff/jobs/${job.key}`}>{job.title}</Link>: {job.description}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
