import { describe, expect, it } from 'vitest';
import { catalogueQueryKey } from './kind-reads.ts';

describe('catalogueQueryKey', () => {
  it('keeps one answer per query, whatever the order of its names', () => {
    expect(catalogueQueryKey('golf', { session_type: 'play', city: 'Pune' })).toBe(
      catalogueQueryKey('golf', { city: 'Pune', session_type: 'play' }),
    );
  });

  it('tells apart queries that differ in a value, a name or the kind', () => {
    const keys = new Set([
      catalogueQueryKey('golf', { session_type: 'play' }),
      catalogueQueryKey('golf', { session_type: 'lesson' }),
      catalogueQueryKey('golf', { kind: 'play' }),
      catalogueQueryKey('turf', { session_type: 'play' }),
      catalogueQueryKey('golf', {}),
    ]);
    expect(keys.size).toBe(5);
  });

  it('leaves out a name the query does not give', () => {
    expect(catalogueQueryKey('golf', { session_type: 'play', city: undefined })).toBe(catalogueQueryKey('golf', { session_type: 'play' }));
  });
});
