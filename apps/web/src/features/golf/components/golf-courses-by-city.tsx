import { golfCities } from '@portal/contract';
import { useGolfCourses, type GolfCourseItem } from '../api/get-golf-courses';

const sessionLabel = (course: GolfCourseItem) =>
  [course.session_types.includes('play') && 'Games', course.session_types.includes('learn') && 'Lessons'].filter(Boolean).join(' and ');

/** Spec 02 §2: the courses of both session types, grouped by the 11 cities in the spec's order. */
export function GolfCoursesByCity() {
  const play = useGolfCourses('play');
  const learn = useGolfCourses('learn');
  const byId = new Map<string, GolfCourseItem>();
  for (const course of [...(play.data ?? []), ...(learn.data ?? [])]) byId.set(course.external_id, course);
  const courses = [...byId.values()];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {golfCities.map((city) => {
        const here = courses.filter((c) => c.city === city);
        return (
          <section key={city} aria-labelledby={`golf-city-${city}`} className="rounded-lg border border-stone-200 bg-white p-4">
            <h3 id={`golf-city-${city}`} className="mb-2 text-lg font-semibold">{city}</h3>
            <ul className="space-y-1 text-stone-800">
              {here.map((c) => (
                <li key={c.external_id}>{c.gc_name} <span className="text-sm text-stone-600">({sessionLabel(c)})</span></li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
