import { describe, expect, it } from 'vitest';
import { buttonClass } from './button';

// The classes `tombol-*` are app.css's (Tailwind's components layer); that the caller's classes win over
// them, and that a button is 44 px tall, is checked in the browser (e2e/aset.spec).
describe('buttonClass', () => {
  it('gives the base, the variant and the size, then the caller’s classes last', () => {
    expect(buttonClass()).toBe('tombol tombol-primary tombol-md');
    expect(buttonClass({ variant: 'danger', size: 'sm', className: 'px-2 w-full' })).toBe('tombol tombol-danger tombol-sm px-2 w-full');
    expect(buttonClass({ variant: 'ghost', size: 'lg' })).toBe('tombol tombol-ghost tombol-lg');
  });
});
