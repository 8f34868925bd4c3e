// Reads a V8 heap snapshot (`--heapsnapshot-signal`, written after a full GC, so it holds only
// what is still reachable) and sums the live heap by constructor, to compare two moments of a
// run: what grew is what is kept.

import { readFileSync } from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

export type HeapSummary = { totalBytes: number; byKind: Map<string, { bytes: number; count: number }> };

export function summariseHeapSnapshot(file: string): HeapSummary {
  const data = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const byKind = new Map<string, { bytes: number; count: number }>();
  let totalBytes = 0;
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt]!]!;
    const size = data.nodes[i + sizeAt]!;
    totalBytes += size;
    // Objects and closures by their constructor or function name; strings, arrays, code… by type.
    const kind = type === "object" || type === "closure" ? `${type} ${data.strings[data.nodes[i + nameAt]!]}` : type;
    const entry = byKind.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += size;
    entry.count += 1;
    byKind.set(kind, entry);
  }
  return { totalBytes, byKind };
}

/** The kinds that grew most in bytes from `before` to `after`. */
export function heapGrowth(before: HeapSummary, after: HeapSummary, top = 12) {
  return [...after.byKind]
    .map(([kind, a]) => {
      const b = before.byKind.get(kind) ?? { bytes: 0, count: 0 };
      return { kind, bytes: a.bytes - b.bytes, count: a.count - b.count, afterBytes: a.bytes };
    })
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, top);
}
