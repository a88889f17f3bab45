import { describe, expect, it } from "vitest";
import { BackgroundBuild } from "./background-build.ts";

/** A build whose result the test hands over when it chooses. */
function controlledBuilds() {
  const pending: { resolve: (value: { n: number }) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const build = () =>
    new Promise<{ n: number }>((resolve, reject) => {
      started++;
      pending.push({ resolve, reject });
    });
  return { build, pending, started: () => started };
}

describe("BackgroundBuild", () => {
  it("answers null while building, starts one build per version, then answers the value", async () => {
    const version = {};
    const builds = controlledBuilds();
    const value = new BackgroundBuild(async () => version, builds.build);
    expect(await value.current()).toBeNull();
    expect(await value.current()).toBeNull();
    expect(builds.started()).toBe(1);
    const ready = value.ready("the value");
    builds.pending[0].resolve({ n: 1 });
    expect(await ready).toEqual({ n: 1 });
    expect(await value.current()).toEqual({ n: 1 });
    expect(builds.started()).toBe(1);
  });

  it("throws away a build a newer version overtook, and builds for the newer one", async () => {
    let version = {};
    const builds = controlledBuilds();
    const value = new BackgroundBuild(async () => version, builds.build);
    await value.current();
    version = {};
    await value.current();
    expect(builds.started()).toBe(2);
    builds.pending[0].resolve({ n: 1 });
    await Promise.resolve();
    expect(await value.current()).toBeNull();
    builds.pending[1].resolve({ n: 2 });
    expect(await value.ready("the value")).toEqual({ n: 2 });
  });

  it("tries again after a failed build, and ready() gives up with the name of what failed", async () => {
    const builds = controlledBuilds();
    const version = {};
    const value = new BackgroundBuild(async () => version, builds.build);
    const failing = new BackgroundBuild(
      async () => version,
      async () => {
        throw new Error("the database closed");
      },
    );
    await expect(failing.ready("The list index")).rejects.toThrow("The list index could not be built");

    await value.current();
    await value.current();
    expect(builds.started()).toBe(1);
    builds.pending[0].reject(new Error("the database closed"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await value.current()).toBeNull();
    expect(builds.started()).toBe(2);
    builds.pending[1].resolve({ n: 2 });
    expect(await value.ready("the value")).toEqual({ n: 2 });
  });
});
