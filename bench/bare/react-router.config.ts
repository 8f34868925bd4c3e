import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Beside the bench's results (git-ignored), never in the portal's build/.
  buildDirectory: "../../bench-results/bare-app",
} satisfies Config;
