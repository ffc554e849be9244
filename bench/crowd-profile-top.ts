// The top of a V8 CPU profile by self time (issue #57): a flame graph's widest leaves as a table. Profile the
// server under the crowd with SERVER_NODE_FLAGS='--enable-source-maps --cpu-prof --cpu-prof-dir=DIR' (the profile
// is written when the server exits), then:
//   node --import tsx bench/crowd-profile-top.ts DIR/CPU.*.cpuprofile [--top 30]
// Prints each function's self time share (by name and file), and the shares by package (node_modules/<name>,
// node's own internals, the server's code, garbage collection, idle).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});
const profile = JSON.parse(readFileSync(positionals[0] ?? '', 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, index) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1] as string;
  if (url.startsWith('node:')) return 'node';
  if (url === '') return '(native)';
  return url.includes('/apps/server/') ? 'server' : url.replace(/^.*\//, '');
};
const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, micros] of self) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const name = `${frame.functionName || '(anonymous)'} ${where(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
  const pkg = frame.url ? where(frame.url) : frame.functionName;
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
}
const table = (entries: Map<string, number>, top: number) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => ({
      name,
      'self ms': Math.round(micros / 1000),
      share: `${((100 * micros) / total).toFixed(1)}%`,
    }));
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
console.table(table(packages, 15));
console.table(table(functions, Number(values.top)));
