import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

type Common = {
  /** Also the base of the element ids (`field-{id}`), which the error summary links to. */
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean;
};

/** The element id of a field, for error-summary links. */
export function fieldId(id: string): string {
  return `field-${id}`;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${fieldId(id)}-hint` : '', error ? `${fieldId(id)}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({ id, label, error, hint, required, children }: Common & { children: ReactNode }) {
  return (
    <div class={`field${error ? ' field-invalid' : ''}`}>
      <label for={fieldId(id)} class="field-label">
        {label}
        {required ? null : (
          <span class="field-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {hint ? (
        <p id={`${fieldId(id)}-hint`} class="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${fieldId(id)}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Common & {
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  min?: string;
  max?: string;
  lang?: string;
  /** Text direction of the value; e-mail and phone fields are always left to right. */
  dir?: 'ltr' | 'auto';
};

/** A labelled text input or textarea with its hint and error tied by aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { id, value, onValue, onBlur, type = 'text', multiline, autoComplete, inputMode, maxLength, min, max, error, hint, required, dir } = props;
  const shared = {
    id: fieldId(id),
    name: id,
    value,
    onBlur,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required || undefined,
    autoComplete,
    maxLength,
  };
  return (
    <Frame {...props}>
      {multiline ? (
        <textarea {...shared} rows={3} onInput={(event) => onValue(event.currentTarget.value)} />
      ) : (
        <input
          {...shared}
          type={type as 'text'}
          // e-mail addresses and phone numbers read left to right in every language
          dir={type === 'email' || type === 'tel' ? 'ltr' : dir}
          inputMode={inputMode}
          min={min}
          max={max}
          onInput={(event) => onValue(event.currentTarget.value)}
        />
      )}
    </Frame>
  );
}

type SelectFieldProps<T extends string> = Common & {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onValue: (value: T) => void;
  onBlur?: () => void;
};

/** A labelled native select. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { id, value, options, onValue, onBlur, error, hint, required } = props;
  return (
    <Frame {...props}>
      <select
        id={fieldId(id)}
        name={id}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value as T)}
        onBlur={onBlur}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
