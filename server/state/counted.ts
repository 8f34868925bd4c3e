import { observeStateDuration, observeStateOperation } from "#server/metrics.ts";
import type { BoundedSpace, SpaceName, StateStore } from "./store.ts";

/**
 * The store as the portal uses it, each operation counted by kind in the metrics
 * (portal_state_store_operations_total, _failures_total, _up) and timed
 * (portal_state_store_operation_duration_seconds). What a caller sees is unchanged:
 * the same value, or the same error.
 */
export function countedStore(store: StateStore): StateStore {
  return {
    get: counted("get", store.get.bind(store)),
    set: counted("set", store.set.bind(store)),
    setIfAbsent: counted("claim", store.setIfAbsent.bind(store)),
    increment: counted("incr", store.increment.bind(store)),
    touch: counted("touch", store.touch.bind(store)),
    delete: counted("delete", store.delete.bind(store)),
    addMember: counted("add_member", store.addMember.bind(store)),
    members: counted("members", store.members.bind(store)),
    removeMember: counted("remove_member", store.removeMember.bind(store)),
    spaces: Object.fromEntries(
      Object.entries(store.spaces).map(([name, space]) => [name, countedSpace(space)]),
    ) as Record<SpaceName, BoundedSpace>,
  };
}

/** A bounded space's operations, counted under one kind for every space ("anonymous_…"). */
function countedSpace(space: BoundedSpace): BoundedSpace {
  return {
    capacity: space.capacity,
    share: space.share,
    get: counted("anonymous_get", space.get.bind(space)),
    set: counted("anonymous_set", space.set.bind(space)),
    delete: counted("anonymous_delete", space.delete.bind(space)),
  };
}

function counted<A extends unknown[], R>(op: string, run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    const started = performance.now();
    const took = () => observeStateDuration(op, (performance.now() - started) / 1000);
    return run(...args).then(
      (value) => {
        took();
        observeStateOperation(op, true);
        return value;
      },
      (error: unknown) => {
        took();
        observeStateOperation(op, false);
        throw error;
      },
    );
  };
}
