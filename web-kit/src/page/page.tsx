import { type ReactNode, useId } from 'react';

/**
 * A screen: a section labelled by its h1 (a named region for screen readers). The classes stay
 * the screen's own (storefront `page-title`, back office `kit-page__title`).
 */
export function Page({
  title,
  className,
  titleClassName = 'kit-page__title',
  heading: Heading = 'h1',
  children,
}: {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** h2 for a part of a screen (Section). */
  heading?: 'h1' | 'h2';
  children?: ReactNode;
}) {
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

/** A part of a screen: labelled by its h2, as a screen is by its h1. */
export function Section({
  titleClassName = 'kit-section-title',
  ...props
}: {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  return <Page heading="h2" titleClassName={titleClassName} {...props} />;
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
