// RouteErrorBoundary.tsx — a page that throws (or whose chunk fails to load) shows the error page, not a blank app.
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keyed by the path where it is used, so navigating elsewhere gives the next page a fresh start. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
