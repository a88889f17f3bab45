import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const ROOT_ROUTE = path.resolve(import.meta.dirname, "app/root.tsx");
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** The shopper's routes: all but the back office's (`admin*`). */
const STOREFRONT_ROUTE = /[\\/]app[\\/]routes[\\/](?!admin)[^\\/]+\.tsx$/;

/**
 * How the client's modules are grouped into files (decision 057). Left to itself the bundler gives
 * each module that two routes share a file of its own: a first visit fetched 25–42 files, most under
 * a kilobyte, each a request on a phone's slow round trips. Two groups replace them:
 * - `shop`: our modules the root route imports, directly or through others. Every page loads the
 *   root, so they always travel together.
 * - `parts`: small storefront modules two routes or more share (cards, prices, dates), as long as
 *   they pull in no library beyond React and React Router: a page may fetch a few parts it does not
 *   show, never a form library, a schema or back-office code.
 */
let rootModules = new Set<string>();
let lightModules = new Set<string>();

function groupClientModules(): Plugin {
  return {
    name: "butikk:client-module-groups",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      // Our modules (not libraries) that `starts` import, directly or through others.
      const ownImports = (starts: string[]) => {
        const found = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          for (const id of this.getModuleInfo(pending.pop() as string)?.importedIds ?? []) {
            if (found.has(id) || id.includes("node_modules") || id.startsWith("\0")) continue;
            found.add(id);
            pending.push(id);
          }
        }
        return found;
      };
      const moduleIds = [...this.getModuleIds()];
      rootModules = ownImports([ROOT_ROUTE]);
      const storefrontModules = ownImports(moduleIds.filter((id) => STOREFRONT_ROUTE.test(id)));
      // Framework modules count as light but are never in the set (they travel with the root).
      const light = new Set<string>();
      const heavy = new Set<string>();
      const isLight = (id: string, seen: Set<string>): boolean => {
        if (FRAMEWORK.test(id) || light.has(id)) return true;
        if (heavy.has(id) || !storefrontModules.has(id)) return false;
        if (seen.has(id)) return true;
        seen.add(id);
        const allLight = (this.getModuleInfo(id)?.importedIds ?? []).every((dep) => isLight(dep, seen));
        (allLight ? light : heavy).add(id);
        return allLight;
      };
      for (const id of moduleIds) isLight(id, new Set());
      lightModules = light;
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), groupClientModules()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shop", test: (id) => rootModules.has(id), priority: 2 },
                {
                  name: "parts",
                  test: (id) => lightModules.has(id),
                  minShareCount: 2,
                  maxModuleSize: 6000,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
