/** Route patterns as react-router writes them: static segments, `:param` and a trailing `*`; case-insensitive. */
export interface PathMatch {
  params: Record<string, string>;
  rest: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches `pathname` against `pattern`; with `end: false` the pattern may be a prefix and `rest` is what follows. */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return { params, rest: '' };
    }
    const value = have[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(value);
    else if (part.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  if (end && have.length > want.length) return null;
  return { params, rest: have.slice(want.length).join('/') };
}
