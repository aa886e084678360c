import path from 'node:path';
import type { Rolldown } from 'vite';
import { firstPageModules } from './route-preloads.ts';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * The chunk groups of the build (issue 31). A phone's first visit pays a round trip per few scripts (six
 * connections to one host over HTTP/1.1): the automatic split made /golf fetch 23 scripts, most under 1 KB.
 * - `shell`: everything the entry imports statically, as one script (react, the query client, the API client…),
 *   which the entry's own split had cut into eight.
 * - `landing`: the small modules that two or more first pages (`firstPageModules`) import statically beyond the
 *   shell (the service page frame, its messages, the card check, icons): one script shared by those pages instead
 *   of one per module. Modules of one page alone stay in that page's chunk; lazy parts (dialogs, forms) are untouched.
 */
export function chunkGroups(root: string): Group[] {
  const src = path.resolve(root, 'src') + path.sep;
  let sharedByPages: Set<string> | undefined;
  const landingModules = (ctx: Context) => {
    if (sharedByPages) return sharedByPages;
    const pagesOf = new Map<string, number>();
    for (const modules of Object.values(firstPageModules)) {
      const seen = new Set<string>();
      // The web app's own modules and its icons: the contract is imported through its barrel, whose every module
      // would count as imported (tree-shaking comes later), and what a page uses of it comes along as a dependency.
      const visit = (id: string) => {
        if (seen.has(id) || !(id.startsWith(src) || id.includes('/lucide-react/'))) return;
        seen.add(id);
        ctx.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      modules.filter((file) => file.startsWith('src/')).forEach((file) => visit(path.resolve(root, file)));
      seen.forEach((id) => pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1));
    }
    sharedByPages = new Set([...pagesOf].filter(([, pages]) => pages >= 2).map(([id]) => id));
    return sharedByPages;
  };
  return [
    { name: 'shell', tags: ['$initial'], priority: 2 },
    { name: (id, ctx) => (landingModules(ctx).has(id) ? 'landing' : null), priority: 1 },
  ];
}
