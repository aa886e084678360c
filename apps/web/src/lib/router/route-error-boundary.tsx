import { Component, type ReactNode } from 'react';
import { RouteErrorContext } from './contexts';

interface Props {
  fallback: ReactNode;
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  resetKey: string;
  failed: boolean;
}

/** A route's `errorElement`: shown when its part of the page throws, cleared by the next navigation. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, failed: false, resetKey: props.resetKey } : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}
