import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class wins over an earlier one of the same kind (`px-2` then `px-6` gives `px-6`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
