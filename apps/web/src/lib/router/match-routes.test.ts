import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';
import { matchRoutes, type RouteObject } from './match-routes';

const Leaf = () => null;
const Layout = () => null;

/** The shape of the app's table (app/router.tsx): a staff branch, then the portal layout with a catch-all last. */
const routes: RouteObject[] = [
  { path: '/ops/sign-in', Component: Leaf },
  {
    path: '/ops',
    Component: Layout,
    children: [
      { index: true, Component: Leaf },
      { path: 'bookings/:id', Component: Leaf },
      { path: 'staff', Component: Leaf },
    ],
  },
  {
    Component: Layout,
    children: [
      { path: '/', Component: Leaf },
      { path: '/golf', Component: Leaf },
      { path: '/golf/:enquiry_id/checkout', Component: Leaf },
      { path: '/golf-enquiry/checkout-message/:bookingID', Component: Leaf },
      { path: '*', Component: Leaf },
    ],
  },
];

const resolve = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.path ?? (m.route.index ? '(index)' : '(layout)'));

describe('matchPath', () => {
  it('matches static segments case-insensitively and tolerates a trailing slash', () => {
    expect(matchPath('/golf', '/Golf/')).toEqual({ params: {}, rest: '' });
    expect(matchPath('/golf', '/golf/x')).toBeNull();
    expect(matchPath('/golf', '/golf/x', false)).toEqual({ params: {}, rest: 'x' });
  });

  it('decodes params and collects a splat', () => {
    expect(matchPath('/golf/:id/checkout', '/golf/a%20b/checkout')?.params).toEqual({ id: 'a b' });
    expect(matchPath('*', '/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
  });
});

describe('matchRoutes', () => {
  it('picks the first branch whose leaf matches the whole path', () => {
    expect(resolve('/')).toEqual(['(layout)', '/']);
    expect(resolve('/golf')).toEqual(['(layout)', '/golf']);
    expect(resolve('/golf/e1/checkout')).toEqual(['(layout)', '/golf/:enquiry_id/checkout']);
    expect(resolve('/ops/sign-in')).toEqual(['/ops/sign-in']);
    expect(resolve('/ops')).toEqual(['/ops', '(index)']);
    expect(resolve('/ops/bookings/b1')).toEqual(['/ops', 'bookings/:id']);
  });

  it('sends a path no route knows to the catch-all, inside the layout (the 404 page with header and footer)', () => {
    expect(resolve('/no/such/page')).toEqual(['(layout)', '*']);
    expect(resolve('/ops/unknown')).toEqual(['(layout)', '*']);
  });

  it("gives each match its params and its parents'", () => {
    expect(matchRoutes(routes, '/ops/bookings/b%2F1')?.at(-1)?.params).toEqual({ id: 'b/1' });
    expect(matchRoutes(routes, '/golf-enquiry/checkout-message/42')?.at(-1)?.params).toEqual({ bookingID: '42' });
  });
});
