// Summarises a V8 CPU profile (.cpuprofile, as `npm run bench -- --cpu-prof` writes): self time by
// function and by package or source file, and inclusive time of our own functions, so a profile can be
// read in a terminal.
//   npx tsx bench/profile-summary.ts bench/results/profiles/<file>.cpuprofile [top=40]
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 40);
const profile: Profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Where a frame lives: the npm package, or the file under the project. */
function place(url: string): string {
  if (!url) return "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  const own = /\/(server|app|build|bench|domain)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}
const label = (n: Node) =>
  `${n.callFrame.functionName || "(anonymous)"} ${place(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const selfByFn = new Map<string, number>();
const selfByPlace = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const n = byId.get(id);
  if (!n) return;
  total += dt;
  selfByFn.set(label(n), (selfByFn.get(label(n)) ?? 0) + dt);
  const where = place(n.callFrame.url);
  selfByPlace.set(where, (selfByPlace.get(where) ?? 0) + dt);
  // Inclusive time, counted once per sample for every distinct frame on the stack.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const frame = byId.get(cur);
    if (!frame) break;
    const key = label(frame);
    if (!seen.has(key)) {
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  }
});

const print = (title: string, m: Map<string, number>, filter: (k: string) => boolean = () => true) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`Total sampled: ${(total / 1000).toFixed(0)} ms`);
print("Self time by package or file", selfByPlace);
print("Self time by function", selfByFn);
print("Inclusive time of our own code", inclusive, (k) => / (server|app|build|domain)\//.test(k));
