// A value worth building once per catalogue version (an in-memory index), built in the background
// so that no request waits for it: until it is ready, callers answer another way (SQL) with the same
// result. The version is whatever `versionNow` gives (the catalogue cache's version number), compared
// as it is.

export class BackgroundBuild<T extends object> {
  private built: { version: unknown; value: T } | null = null;
  private building: { version: unknown; done: Promise<void> } | null = null;

  constructor(
    private readonly versionNow: () => Promise<unknown>,
    private readonly build: () => Promise<T>,
  ) {}

  /**
   * The value for the version as it is now, or null while it is being built (the first call for a
   * version starts the build). A failed build (the database closing under it) leaves null, and the
   * next call tries again; a build overtaken by a newer version is thrown away.
   */
  async current(): Promise<T | null> {
    const version = await this.versionNow();
    if (this.built && this.built.version === version) return this.built.value;
    if (this.building?.version !== version) {
      const done = this.build()
        .then((value) => {
          if (this.building?.version === version) this.built = { version, value };
        })
        .catch(() => undefined)
        .finally(() => {
          if (this.building?.version === version) this.building = null;
        });
      this.building = { version, done };
    }
    return null;
  }

  /**
   * Whether a value has been built for some version, starting the build for the version as it is
   * now if none is under way (readiness: a node is ready once its first index is built, and stays
   * ready while a changed catalogue's is built, as SQL answers with the same results meanwhile).
   */
  async builtOnce(): Promise<boolean> {
    if (this.built) return true;
    await this.current();
    return this.built !== null;
  }

  /** Resolves when the value for the version as it is now is ready (tests, the bench). */
  async ready(what: string): Promise<T> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const value = await this.current();
      if (value) return value;
      await this.building?.done;
    }
    const value = await this.current();
    if (!value) throw new Error(`${what} could not be built`);
    return value;
  }
}
