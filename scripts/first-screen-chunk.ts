/**
 * One chunk for the way back from sign-in to the project list (issue #34): the modules that
 * `src/app/start-app.tsx` and the project list page import statically **and run**, except what the entry
 * (src/main.ts) already has. Left to itself the bundler spreads them over ~20 shared chunks (and drags
 * lazy-only code such as Popper in with them); one chunk compresses better.
 *
 * "And run": a module is reached through barrels (`@mui/material/styles`, `@tanstack/react-query`,
 * `@mui/system`) that name much more than the first screen uses. Grouped by reach alone, what those barrels
 * name and a later page uses (InputBase and TextareaAutosize through MUI's high-contrast helper, React
 * Query's mutations and `useQueries`, `useMediaQuery` …) was put in this chunk, downloaded and parsed on
 * the first screen for the forms of later pages. So a quick pre-pass (~1 s: the two roots alone, lazy
 * imports left out, no minification, nothing written) asks the bundler which modules keep code after tree
 * shaking, and only those join the group.
 */
import { type AliasOptions, build, type Plugin } from 'vite';

export const FIRST_SCREEN_ROOTS = ['src/app/start-app.tsx', 'src/features/projects/pages/project-list-page.tsx'];

/** The modules (absolute ids) whose code the roots' static graph keeps after tree shaking. */
async function modulesThatRun(roots: string[], { mode, define, alias }: FirstScreenOptions): Promise<Set<string>> {
  const result = await build({
    configFile: false,
    mode,
    define,
    resolve: { alias },
    logLevel: 'silent',
    // Lazy pages are later pages: left out (external) rather than built.
    plugins: [{ name: 'first-screen-no-lazy', resolveDynamicImport: () => false }],
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: roots, preserveEntrySignatures: 'exports-only' },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const run = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) run.add(id);
    for (const next of chunk.imports) walk(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName);
  return run;
}

interface FirstScreenOptions {
  mode: string;
  define: Record<string, string>;
  /** The app build's aliases, so that the pre-pass sees the same module ids. */
  alias: AliasOptions;
}

export function firstScreenChunk(options: FirstScreenOptions) {
  let members = new Set<string>();
  let run: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'studio-first-screen-chunk',
    apply: 'build',
    async buildStart() {
      run = await modulesThatRun(FIRST_SCREEN_ROOTS, options);
    },
    buildEnd() {
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const entry = reach([find('src/main.ts')].filter((id): id is string => !!id));
      const roots = FIRST_SCREEN_ROOTS.map(find).filter((id): id is string => !!id);
      if (run && run.size === 0) this.error('first-screen chunk: the pre-pass kept no module');
      // The roots stay chunks of their own (lazy entries, in the manifest); what they import is grouped: of
      // the packages, what runs. Our own modules stay, with what they import directly: they declare no
      // `sideEffects`, so one left out would still be imported by the chunk (a chunk of its own on the
      // first screen's path), and so would the icons it imports.
      const reached = reach(roots);
      const ours = [...reached].filter((id) => !id.includes('/node_modules/'));
      const kept = new Set([...ours, ...ours.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])]);
      const runs = (id: string) => !run || run.has(id) || kept.has(id);
      members = new Set([...reached].filter((id) => !entry.has(id) && !roots.includes(id) && runs(id)));
    },
  };
  const group = { name: 'first-screen', test: (id: string) => members.has(id), priority: 10 };
  return { plugin, group };
}
