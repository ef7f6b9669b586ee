import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Shows a spinner, sets aria-busy and disables the button (no double submission). */
  busy?: boolean;
  children: ReactNode;
};

/** A real `<button>`, never a div; styled by variant. */
export function Button({ type = 'button', variant = 'primary', busy = false, disabled, children, class: className, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      class={`button button-${variant}${className ? ` ${className}` : ''}`}
      disabled={Boolean(disabled) || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
