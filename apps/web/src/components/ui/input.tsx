import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150',
        'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30',
        'aria-invalid:border-destructive aria-invalid:focus-visible:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
