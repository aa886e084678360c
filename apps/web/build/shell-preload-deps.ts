import type { Plugin } from 'vite';

/**
 * What the app's shell has loaded before any of its code runs: the entry chunk and every chunk it imports statically.
 * Filled at generateBundle, before Vite's import analysis writes each lazy import's preload list (a post plugin).
 */
const shell = new Set<string>();

/**
 * Leaves the shell's own chunks out of every lazy import's preload list (issue 31). They are loaded before any lazy
 * import can run, so listing them again in each of the route table's imports only weighs on the home page's script.
 */
export function shellPreloadDeps(): Plugin {
  return {
    name: 'portal:shell-preload-deps',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shell.has(fileName) || chunk?.type !== 'chunk') return;
        shell.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies`: a lazy import's dependencies less those the shell has loaded. index.html
 * keeps them all: there they are what lets the browser fetch the shell's chunks beside the entry, not after it has
 * arrived (a request chain: Vite asks this function for the page's list too).
 */
export const withoutShellDeps = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
  hostType === 'html' ? deps : deps.filter((dep) => !shell.has(dep));
