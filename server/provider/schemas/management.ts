import { z } from "zod";
import { isoDate } from "./common.ts";

/** Management: the answer of a job trigger. */

/** (sandbox shape) Answer of the management job triggers. */
export const jobResponse = z.object({ jobId: z.string(), job: z.string(), status: z.string(), queuedAt: isoDate });
export type JobResponse = z.infer<typeof jobResponse>;
