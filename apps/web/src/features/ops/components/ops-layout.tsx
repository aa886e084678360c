import { Link, Navigate, NavLink } from '@/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { useMe } from '../api/get-me';
import { staffToken, useStaffToken } from '../api/staff-token';
import { consoleNav } from './console-nav';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 ${isActive ? 'bg-white/20 font-semibold' : 'hover:bg-white/10'}`;

/** The staff console's frame: its own header, no cardholder menus; signed-out staff go to its sign-in page. */
export function OpsLayout() {
  const token = useStaffToken();
  const me = useMe(token);
  const queryClient = useQueryClient();
  if (!token) return <Navigate to={`${paths.ops}/sign-in`} replace />;
  const signOut = () => {
    staffToken.clear();
    queryClient.removeQueries({ queryKey: ['ops'] });
  };
  return (
    <PageFrame
      mainId="ops-main"
      className="bg-stone-50"
      header={
        <header className="bg-stone-900 text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link to={paths.ops} className="text-lg font-semibold">
              Staff console
            </Link>
            <nav aria-label="Staff console" className="flex flex-wrap items-center gap-1 text-sm">
              {me.data &&
                consoleNav[me.data.role].map((item) => (
                  <NavLink key={item.to} end={item.end} to={item.to} className={navClass}>
                    {item.label}
                  </NavLink>
                ))}
              {me.data && <span className="px-2 text-stone-300">{me.data.email}</span>}
              <Button variant="ghost" className="text-white hover:bg-white/10" onClick={signOut}>
                Sign out
              </Button>
            </nav>
          </div>
        </header>
      }
    />
  );
}
export default OpsLayout;
