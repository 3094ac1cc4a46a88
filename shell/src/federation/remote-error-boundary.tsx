import { texts } from '@club/domain/texts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import './remote.css';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that cannot be loaded (or crashes) so only its screen shows the fallback; the
 * header, menu and every other route keep working. The parent keys it by remote and retry count.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  // Set in the constructor, not as a class field: SWC compiles a field to a defineProperty
  // helper, ~60 bytes of every member's first view (the budget of decision 013).
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-failed" role="alert">
        <p className="remote-failed__message">{texts.remoteFailed.message}</p>
        <button type="button" className="button" onClick={this.props.onRetry}>
          {texts.remoteFailed.retry}
        </button>
      </section>
    );
  }
}
