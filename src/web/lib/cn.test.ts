import { describe, expect, it } from 'vitest';
import { buttonClass } from '../components/ui/button';
import { cn } from './cn';

describe('cn', () => {
  it('a later class wins over an earlier one of the same kind, other classes stay', () => {
    expect(cn('px-4 py-2 bg-brand-700', 'px-2')).toBe('py-2 bg-brand-700 px-2');
    expect(cn('text-sm text-slate-700', 'text-lg')).toBe('text-slate-700 text-lg');
    expect(cn('bg-white hover:bg-slate-100', 'bg-brand-50')).toBe('hover:bg-slate-100 bg-brand-50');
  });

  it('leaves out empty parts and joins conditional ones', () => {
    expect(cn('  px-2 ', undefined, false, null, '', { 'py-1': true, hidden: false })).toBe('px-2 py-1');
  });
});

describe('buttonClass', () => {
  it('gives each variant its colours and every size a 44 px tap target at least', () => {
    expect(buttonClass()).toContain('bg-brand-700');
    expect(buttonClass({ variant: 'danger' })).toContain('bg-danger-600');
    for (const size of ['sm', 'md', 'lg'] as const) expect(buttonClass({ size })).toMatch(/min-h-(11|14)/);
  });

  it("the caller's classes win over the size's and the variant's", () => {
    const c = buttonClass({ variant: 'secondary', size: 'sm', className: 'px-5 w-full bg-transparent' });
    expect(c).toContain('px-5');
    expect(c).not.toContain('px-3');
    expect(c).not.toContain('bg-white');
    expect(c).toContain('w-full');
  });
});
