import { type ReactNode, useId } from 'react';

interface RegionProps {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}

/** A section labelled by its heading: a named region for screen readers. */
function Region({
  heading: Heading,
  title,
  className,
  titleClassName,
  children,
}: RegionProps & { heading: 'h1' | 'h2' }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A screen, titled by its h1. The classes stay the screen's own (storefront `page-title`, back
 * office `kit-page__title`).
 */
export function Page({ titleClassName = 'kit-page__title', ...props }: RegionProps & { className: string }) {
  return <Region heading="h1" titleClassName={titleClassName} {...props} />;
}

/** A part of a screen, titled by its h2. */
export function Section({ titleClassName = 'kit-section-title', ...props }: RegionProps) {
  return <Region heading="h2" titleClassName={titleClassName} {...props} />;
}

/** A failed load: its line and a retry button ('kit-alert' in the back office). */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  className = 'kit-alert',
}: {
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A refusal or failure under what caused it: nothing while there is none ('error-line' by default). */
export function AlertLine({ message, className = 'error-line' }: { message: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={className}>
      {message}
    </p>
  );
}
