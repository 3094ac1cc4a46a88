/**
 * An order's (or mail's) status as a badge: its Spanish label, or the raw status when the gateway
 * sends one this build does not know yet (statuses are plain strings in the schema). The modifier
 * class `…--{status}` gives each its colour.
 */
export function StatusBadge({
  status,
  labels,
  className,
}: {
  status: string;
  labels: Readonly<Record<string, string>>;
  className: string;
}) {
  return <span className={`${className} ${className}--${status}`}>{labels[status] ?? status}</span>;
}
