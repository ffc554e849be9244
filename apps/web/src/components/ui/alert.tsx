import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  danger: { icon: CircleAlert, className: 'bg-danger-surface text-danger', role: 'alert' },
  success: { icon: CircleCheck, className: 'bg-success-surface text-success', role: 'status' },
  info: { icon: Info, className: 'bg-secondary text-secondary-foreground', role: 'status' },
} as const;

type AlertProps = {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
};

/** A form-level or page-level message: errors are announced at once (role=alert), the rest politely. */
export function Alert({ tone = 'danger', className, children }: AlertProps) {
  const { icon: Icon, className: toneClass, role } = tones[tone];
  return (
    <div
      role={role}
      className={cn(
        'flex items-start gap-2.5 rounded-xl px-4 py-3 text-left text-sm font-medium',
        toneClass,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
