import { type ReactNode, useId } from 'react';

/**
 * A screen: a section labelled by its h1 (a named region for screen readers). The classes stay
 * the screen's own (storefront `page-title`, back office `kit-page__title`).
 */
export function Page({
  title,
  className,
  titleClassName = 'kit-page__title',
  children,
}: {
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h1 id={id} className={titleClassName}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A part of a screen: a section labelled by its h2 (a named region, as Page is by its h1). */
export function Section({
  title,
  className,
  titleClassName = 'kit-section-title',
  children,
}: {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
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
