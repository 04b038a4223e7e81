import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30',
        className,
      )}
      {...props}
    />
  );
}
