import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, getSnapshot, navigate, resolvePath } from './history';
import { useLocation } from './hooks';
import { matchPath } from './match-path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A real link (open in a new tab works); a plain left click navigates in the page. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // As react-router's links do: a link to where you already are replaces the entry rather than adding one.
    void navigate(to, { replace: replace ?? resolvePath(to) === createPath(getSnapshot().location) });
  };
  return <a href={to} target={target} onClick={click} {...rest} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

/** A link that knows it is the current page (`aria-current="page"`). */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = matchPath(new URL(rest.to, 'http://x').pathname, pathname, end) !== null;
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => {
    void navigate(to, { replace });
  }, [to, replace]);
  return null;
}
