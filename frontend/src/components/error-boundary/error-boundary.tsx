import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import './error-fallback.css';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
  /** 'page' keeps the surrounding layout; 'app' fills the screen. */
  variant?: 'app' | 'page';
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** No error or error; Try Again returns to no error. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback error={this.state.error} variant={this.props.variant ?? 'page'} onReset={() => this.setState({ error: null })} />;
  }
}
