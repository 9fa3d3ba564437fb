import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx) and lets a later Tailwind class win over an earlier one of the same kind
 * (tailwind-merge): `buttonClass({ className: 'px-2' })` replaces the size's `px-4`.
 */
export function cn(...kelas: ClassValue[]): string {
  return twMerge(clsx(kelas));
}
