import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold wrap-anywhere',
        className,
      )}
      {...props}
    />
  );
}
