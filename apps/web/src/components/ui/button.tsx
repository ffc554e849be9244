import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-card text-foreground hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive-hover',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-full',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Shared look, also for links that should look like buttons: `<Link className={buttonStyles()}>`. */
export const buttonStyles = ({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) =>
  cn(
    'focus-ring inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap font-semibold',
    'transition-[background-color,color,box-shadow,opacity] duration-150',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    '[&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner before the label; pass the in-progress label as children. */
  isLoading?: boolean;
  /** Render the single child (for example a router Link) with the button's look and props. */
  asChild?: boolean;
};

export function Button({
  variant,
  size,
  isLoading = false,
  asChild = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = buttonStyles({ variant, size, className });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner /> : null}
      {children}
    </button>
  );
}
