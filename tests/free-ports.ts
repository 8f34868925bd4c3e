import { type AddressInfo, createServer, type Server } from "node:net";

/**
 * Ports for the servers tests start, found at run time: the kernel names ports free on 127.0.0.1
 * now, and a server that finds one taken by the time it binds it (another process got there
 * first) is started again on new ones. No test picks a port number of its own, so two suites, two
 * workers or a server left running by a failed test cannot meet on one.
 */

/** `count` distinct ports nothing listens on now (held together while chosen, so none repeats). */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const probe = createServer();
      probes.push(probe);
      await new Promise<void>((resolve, reject) => {
        probe.once("error", reject);
        probe.listen(0, "127.0.0.1", resolve);
      });
    }
    return probes.map((probe) => (probe.address() as AddressInfo).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * Starts something on `count` free ports; a start that fails with EADDRINUSE (a port taken
 * between the choice and the bind) is tried again on new ports, up to `attempts` times.
 */
export async function onFreePorts<T>(count: number, start: (ports: number[]) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePorts(count));
    } catch (error) {
      if (attempt >= attempts || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}
