import type { Area, CatalogueEntry } from "#server/provider/calls.ts";
import { listCalls } from "#server/provider/calls.ts";

/** Matches a request against the catalogue's path templates (literal segments win over parameters). */

interface Compiled {
  entry: CatalogueEntry;
  re: RegExp;
  names: string[];
  literals: number;
}

export interface RouteMatch {
  entry: CatalogueEntry;
  params: Record<string, string>;
}

function compile(entry: CatalogueEntry): Compiled {
  const names: string[] = [];
  const pattern = entry.fullPath
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (m) {
        names.push(m[1]!);
        return "([^/]+?)";
      }
      return part.replace(/[.+?^${}()|[\]\\*]/g, "\\$&");
    })
    .join("");
  const literals = entry.fullPath.split("/").filter((s) => s && !s.includes("{")).length;
  return { entry, re: new RegExp(`^${pattern}/?$`), names, literals };
}

export class Router {
  readonly #routes: Compiled[];

  constructor(entries: CatalogueEntry[] = listCalls()) {
    this.#routes = entries.map(compile).sort((a, b) => b.literals - a.literals);
  }

  /** `undefined` when no path matches; `{ allowed }` when the path exists with other methods. */
  match(method: string, path: string): RouteMatch | { allowed: string[] } | undefined {
    const allowed: string[] = [];
    for (const route of this.#routes) {
      const m = route.re.exec(path);
      if (!m) continue;
      if (route.entry.method !== method) {
        allowed.push(route.entry.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1]!);
      });
      return { entry: route.entry, params };
    }
    return allowed.length ? { allowed } : undefined;
  }
}

export type { Area };
