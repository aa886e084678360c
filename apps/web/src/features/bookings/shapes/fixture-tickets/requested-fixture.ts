/**
 * The fixture a cardholder tapped in the list (issue 30: T20 fixtures you can tap to request), handed to the request
 * form it opens: the form starts with that match chosen. Taken once, so the page's own Request button starts blank.
 */
let requested: string | undefined;
export const requestFixture = (id: string) => {
  requested = id;
};
export const takeRequestedFixture = () => {
  const id = requested;
  requested = undefined;
  return id;
};
