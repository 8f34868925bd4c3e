import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";

const c = calls.templates;

export function templatesApi(http: Http) {
  return {
    /** POST templates/render { template, data } → { subject, html } (sandbox shape) */
    render: (body: { template: string; data?: Record<string, unknown> }) => http.json(c.render, { body }),
  };
}
