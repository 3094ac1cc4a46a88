import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A form field: the label, its one control and an optional hint under it. The control gets the
 * id the label points at (its own `id` when another element needs to know it, else a fresh one)
 * and is described by the hint, so no screen wires ids by hand.
 */
export function Field({
  label,
  hint,
  hintClassName = 'kit-form__hint',
  labelClassName,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  hintClassName?: string;
  /** e.g. 'visually-hidden' where a placeholder shows what the field is. */
  labelClassName?: string;
  /** Added to 'field' (layout of this one field). */
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const fresh = useId();
  const id = children.props.id ?? fresh;
  const hintId = `${id}-hint`;
  const describedBy = [children.props['aria-describedby'], hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <span id={hintId} className={hintClassName}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A select's options from a list: `label` shows an item, `value` keys it (the item itself for a
 * list of strings); `placeholder` is the empty first choice ('Elegí…').
 */
export function Options<T>({
  items,
  label,
  value = String,
  placeholder,
}: {
  items: readonly T[];
  label: (item: T) => ReactNode;
  value?: (item: T) => string;
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}

/**
 * A whole number's input (grams, pesos, counts): the numeric keypad on a phone and no decimals.
 * Spread on the input, with its own `min`.
 */
export const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;
