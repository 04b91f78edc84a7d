import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * The public entry's form controls: native inputs and buttons styled with the brand's tokens
 * (public-entry.css), labelled and described for assistive technology the way antd's Form does
 * it (label, hint and error tied to the input), without antd (ADR 034).
 */
export function Field({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | null;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'omni-field omni-field-invalid' : 'omni-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <div id={errorId} className="omni-field-error" role="alert">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="omni-field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The e-mail field of the auth forms (sign-in, sign-up, reset link). */
export function EmailField({
  value,
  onValueChange,
  ...rest
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  error?: string | null;
  autoFocus?: boolean;
  onBlur?: () => void;
  'data-testid': string;
}) {
  return (
    <Field
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}

export function SubmitButton({
  pending,
  children,
  ...rest
}: {
  pending: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <button type="submit" className="omni-button omni-button-primary" aria-busy={pending} {...rest}>
      {pending ? <span className="omni-button-spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}

/** A message above the form: an error or a warning, read out when it appears. */
export function Notice({
  kind,
  title,
  children,
  testId,
}: {
  kind: 'error' | 'warning' | 'success';
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`omni-notice omni-notice-${kind}`} role="alert" data-testid={testId}>
      <div className="omni-notice-title">{title}</div>
      {children ? <div className="omni-notice-body">{children}</div> : null}
    </div>
  );
}
