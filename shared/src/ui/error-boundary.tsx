import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the crashed subtree. */
  fallback: (error: unknown) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/** Catches render errors of its subtree; change its `key` to try rendering again. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // unhandled errors are only logged (spec 000 §8)
    console.error(error);
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
