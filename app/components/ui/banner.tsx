import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

const tones = {
  info: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-300 bg-red-50 text-red-900',
} as const;

interface BannerProps {
  tone: keyof typeof tones;
  children: ReactNode;
  action?: ReactNode;
}

/** A full-width notice with an optional action on its right (stacked on phones). */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        tones[tone],
      )}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
