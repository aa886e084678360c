import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { golfCities } from '@portal/contract';
import { matchesSearch, SearchField, SearchMatches } from '@/components/ui/search-field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useGolfCourses, type GolfCourseItem } from '../api/get-golf-courses';

const sessionLabel = (course: GolfCourseItem) =>
  [course.session_types.includes('play') && 'Games', course.session_types.includes('learn') && 'Lessons'].filter(Boolean).join(' and ');

/** Spec 02 §2: the courses of both session types, grouped by the 11 cities in the spec's order; a search narrows them. */
export function GolfCoursesByCity() {
  const [query, setQuery] = useState('');
  const play = useGolfCourses('play');
  const learn = useGolfCourses('learn');
  const loading = play.isPending || learn.isPending;
  const byId = new Map<string, GolfCourseItem>();
  for (const course of [...(play.data ?? []), ...(learn.data ?? [])]) byId.set(course.external_id, course);
  const courses = [...byId.values()];
  const cities = golfCities
    .map((city) => ({ city, here: courses.filter((c) => c.city === city && matchesSearch(query, c.gc_name, city)) }))
    .filter(({ city, here }) => query.trim() === '' || here.length > 0 || matchesSearch(query, city));
  return (
    <>
      <SearchField label="Search courses" placeholder="A city or a course" value={query} onChange={setQuery} />
      <SearchMatches query={query} count={cities.length} things="cities" noMatch={`No course matches “${query}”.`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading || undefined}>
        {loading && (
          <p role="status" className="sr-only">
            Loading golf courses
          </p>
        )}
        {cities.map(({ city, here }) => (
          <section key={city} aria-labelledby={`golf-city-${city}`} className="rounded-xl border border-stone-200 bg-white p-4">
            <h3 id={`golf-city-${city}`} className="mb-2 flex items-center gap-2 text-lg font-semibold">
              <MapPin aria-hidden="true" className="size-4 text-brand" />
              {city}
            </h3>
            {/* A course's line in each city while they load, so the cities below do not move down when they come. */}
            {loading && <SkeletonBlock className="my-0.5 h-5 w-3/4" />}
            <ul className="space-y-1 text-stone-800">
              {here.map((c) => (
                <li key={c.external_id}>
                  {c.gc_name} <span className="text-sm text-stone-600">({sessionLabel(c)})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
