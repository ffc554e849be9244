import path from 'node:path';
import type { Plugin } from 'vite';

/** The router and each feature's routes.tsx: their lazy imports are the pages. */
const isRouteTable = (id: string) =>
  /[\\/]src[\\/](app[\\/]router|features[\\/][^\\/]+[\\/]routes)\.tsx$/.test(id);

/**
 * The chunk group of a member's first visit (issue #16), `member`: the code the shell and the home page import
 * that no public page (nor the entry) imports, and that public code does not import lazily either: public pages
 * never load this chunk. Left to itself the bundler splits code by which lazy routes share each module: about
 * sixty files, most under 2 KB, for /home, and a browser on HTTP/1.1 fetches six at a time.
 * The test is the group's filter (vite.config.ts); the bundler asks it once the module graph is complete, which
 * is when `buildEnd` has worked the set out.
 */
export function memberChunks(roots: { member: string[]; public: string[] }) {
  let memberOnly = new Set<string>();
  let projectRoot = '';
  let isNodeBuild = false;
  const plugin: Plugin = {
    name: 'circles:member-chunks',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
      // The build for Node that renders the public pages (build/prerender.ts) has one file and no chunks.
      isNodeBuild = Boolean(config.build.ssr);
    },
    buildEnd(error) {
      if (error || isNodeBuild) return;
      const resolve = (module: string) => path.resolve(projectRoot, module);
      /** Every module the given ones import statically, recursively: what loads with them. */
      const closure = (ids: string[]) => {
        const seen = new Set<string>();
        const pending = [...ids];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) throw new Error(`${id} is not in the build: update the member chunk's roots`);
          pending.push(...info.importedIds);
        }
        return seen;
      };
      const memberRoots = new Set(roots.member.map(resolve));
      const publicSide = closure(roots.public.map(resolve));
      // What public code loads later (the session's schema, say) keeps a chunk of its own. The route tables'
      // lazy imports are pages: public ones are roots already, and member ones are what this chunk is for.
      const loadedLater = [...publicSide]
        .filter((id) => !isRouteTable(id))
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const publicReach = closure(loadedLater);
      // The roots keep chunks of their own: the build manifest (bundle budget, member pages) knows them by name.
      memberOnly = new Set(
        [...closure([...memberRoots])].filter(
          (id) => !publicSide.has(id) && !publicReach.has(id) && !memberRoots.has(id),
        ),
      );
    },
  };
  return {
    plugin,
    isMemberOnly: (id: string) => memberOnly.has(id),
  };
}
