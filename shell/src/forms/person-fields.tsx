import type { Residency } from '@club/domain/person';
import './person-fields.css';

// The public forms' fields for a person (the application to join, the first run's admin): a typed
// field with its label, hint and error, and the citizenship-or-residency choice. The error is tied
// to its field (aria-describedby), so a screen reader says it where the person is.

/** A typed field of a form: which, its input type and what the browser may fill it with. */
export interface TypedField<F extends string> {
  field: F;
  type: string;
  autoComplete: string;
}

/** A person's typed fields in the forms' order (the residency is a choice, apart). */
export const PERSON_TEXT_FIELDS: ReadonlyArray<
  TypedField<'name' | 'lastName' | 'mail' | 'cedula' | 'birthDate' | 'phone'>
> = [
  { field: 'name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'mail', type: 'email', autoComplete: 'email' },
  { field: 'cedula', type: 'text', autoComplete: 'off' },
  { field: 'birthDate', type: 'date', autoComplete: 'bday' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

interface TextInputProps {
  /** Prefix of the ids ('application', 'setup'): each form's fields have their own. */
  idPrefix: string;
  field: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  className: string;
}

export function TextInput({
  idPrefix,
  field,
  label,
  hint,
  error,
  className,
  onChange,
  ...input
}: TextInputProps) {
  const id = `${idPrefix}-${field}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        {...(described ? { 'aria-describedby': described } : {})}
        {...(error ? { 'aria-invalid': true } : {})}
      />
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} className="error-line">
          {error}
        </p>
      )}
    </div>
  );
}

interface ResidencyChoiceProps {
  idPrefix: string;
  legend: string;
  options: Readonly<Record<Residency, string>>;
  value: string;
  onChange: (value: Residency) => void;
  error: string | null;
  className: string;
  choiceClassName: string;
}

export function ResidencyChoice({
  idPrefix,
  legend,
  options,
  value,
  onChange,
  error,
  className,
  choiceClassName,
}: ResidencyChoiceProps) {
  const errorId = `${idPrefix}-residency-error`;
  return (
    <fieldset className={className} {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}>
      <legend>{legend}</legend>
      {(['ciudadania', 'residencia'] as const).map((residency) => (
        <label key={residency} className={choiceClassName}>
          <input
            type="radio"
            name="residency"
            value={residency}
            checked={value === residency}
            onChange={() => onChange(residency)}
          />
          {options[residency]}
        </label>
      ))}
      {error && (
        <p id={errorId} className="error-line">
          {error}
        </p>
      )}
    </fieldset>
  );
}
