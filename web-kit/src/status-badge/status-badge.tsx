import type { ReactNode } from 'react';

/**
 * The colours a back-office pill can take (back-office.css `.kit-pill--{tone}`). Each remote maps
 * its own states to these, so a state reads the same colour on every screen: done is `ok`, refused
 * or lost is `danger`, under way is `warn`.
 */
export type Tone = 'neutral' | 'accent' | 'warn' | 'ok' | 'danger' | 'muted' | 'solid';

/** A short state in a rounded pill of one tone (back office: needs back-office.css). */
export function Pill({ tone, className, children }: { tone: Tone; className?: string; children: ReactNode }) {
  return <span className={`kit-pill kit-pill--${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}

/**
 * A state as a badge: its Spanish label, or the raw state when the gateway sends one this build
 * does not know yet (states are plain strings in the schema). In the back office `tones` colour it
 * as a pill (an unknown state is `neutral`) and `className` only names it; without `tones` (the
 * storefront, which does not load the back-office styles) the modifier `…--{status}` colours it.
 */
export function StatusBadge({
  status,
  labels,
  tones,
  className,
}: {
  status: string;
  labels: Readonly<Record<string, string>>;
  tones?: Readonly<Record<string, Tone>>;
  className: string;
}) {
  const label = labels[status] ?? status;
  if (tones)
    return (
      <Pill tone={tones[status] ?? 'neutral'} className={className}>
        {label}
      </Pill>
    );
  return <span className={`${className} ${className}--${status}`}>{label}</span>;
}
