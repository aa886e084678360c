import type { ReactNode } from 'react';
import { SignInRequired } from '@/components/sign-in-required';
import { useCurrentUser } from '@/lib/session';
import { Page } from './page';
import { Spinner } from './spinner';
import { TitledPanel } from './titled-panel';

/**
 * A cardholder's account page (profile, settings): its panels, two to a row on a wide screen, once signed in;
 * the sign-in prompt before. The panels (`children`) mount only when signed in, so their reads wait for it.
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const current = useCurrentUser();
  return <Page title={title}>{current ? <div className="grid gap-8 md:grid-cols-2">{children}</div> : <SignInRequired />}</Page>;
}

/** An account panel whose form waits for its read: a spinner (`loading` names it) until the data is there. */
export function LoadedPanel<T>(props: {
  id: string;
  title: string;
  data: T | undefined;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const { id, title, data, loading, children } = props;
  return (
    <TitledPanel id={id} title={title}>
      {data ? children(data) : <Spinner label={loading} />}
    </TitledPanel>
  );
}
