import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { BASE, buttonClass, SIZES, VARIANTS, type Size, type Variant } from '../components/ui/button';
import { cn } from './cn';

// cn stands in for tailwind-merge (issue 17: its size and its set-up time on the first page), knowing
// only some kinds of utility: these tests hold it to tailwind-merge's answer wherever a button is used.

// The app's source as text (Vite's glob import: the web's code does not use node:fs).
const SOURCE = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every className given to a Button (or a component passing it on) or to buttonClass in src/web, as written. */
function overridesInApp(): string[] {
  const found = new Set<string>();
  for (const [file, text] of Object.entries(SOURCE)) {
    if (!/Button|TombolHapus|PilihBerkas|buttonClass/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const literal = (node: ts.Node | undefined, where: string): void => {
      if (!node) return;
      const inner = ts.isJsxExpression(node) ? node.expression : node;
      if (inner && ts.isStringLiteralLike(inner)) found.add(inner.text);
      // A class computed at run time could not be checked here: the test asks for literals.
      else throw new Error(`${file}: a className of ${where} that is not a string literal: ${node.getText()}`);
    };
    const visit = (node: ts.Node): void => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        /^(Button|TombolHapus|PilihBerkas)$/.test(node.tagName.getText())
      ) {
        for (const a of node.attributes.properties)
          if (ts.isJsxAttribute(a) && a.name.getText() === 'className') literal(a.initializer, node.tagName.getText());
      }
      if (ts.isCallExpression(node) && node.expression.getText() === 'buttonClass') {
        const [options] = node.arguments;
        if (options && ts.isObjectLiteralExpression(options)) {
          for (const p of options.properties)
            if (ts.isPropertyAssignment(p) && p.name.getText() === 'className') literal(p.initializer, 'buttonClass');
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].sort();
}

/** Overrides a button may plausibly get some day, of the kinds cn knows and of kinds it does not. */
const GENERIC = [
  ...['p-0', 'p-3', 'px-0', 'px-8', 'px-[13px]', 'py-1', 'py-3', 'pt-2', 'pr-6', 'pb-1', 'pl-1', 'ps-2', 'pe-2'],
  ...['m-0', 'mx-auto', 'my-2', 'mt-0', '-mt-1', 'mr-2', 'mb-4', 'ml-auto', '-mr-2', 'ms-1', 'me-1'],
  ...['min-h-0', 'min-h-12', 'min-h-[3rem]', 'h-10', 'w-10', 'w-auto', 'size-10', 'min-w-0', 'max-w-xs', 'max-h-8'],
  ...[
    'text-xs',
    'text-sm',
    'text-base',
    'text-lg',
    'text-xl',
    'text-2xl',
    'text-lg/7',
    'leading-tight',
    'text-left',
    'text-center',
  ],
  ...['text-white', 'text-slate-900', 'text-red-600', 'text-brand-800/80', 'sm:text-lg', 'md:text-white'],
  ...['bg-white', 'bg-transparent', 'bg-brand-700', 'bg-danger-600', 'bg-red-500/50', 'hover:bg-slate-200', 'hover:bg-brand-900'],
  ...['disabled:bg-slate-300', 'disabled:text-slate-500', 'disabled:opacity-50', 'disabled:cursor-wait', 'cursor-pointer'],
  ...[
    'border',
    'border-0',
    'border-2',
    'border-transparent',
    'border-slate-500',
    'border-t',
    'rounded',
    'rounded-md',
    'rounded-full',
    'rounded-none',
    'rounded-t-none',
  ],
  ...['font-bold', 'font-medium', 'font-mono', 'gap-0', 'gap-4', 'gap-x-1', 'items-start', 'justify-start', 'justify-between'],
  ...[
    'flex',
    'block',
    'hidden',
    'inline-flex',
    'grid',
    'sm:inline-flex',
    'whitespace-normal',
    'whitespace-pre-wrap',
    'transition-none',
    'transition',
  ],
  ...[
    'shadow-sm',
    'opacity-50',
    'sm:px-6',
    'md:w-auto',
    'hover:underline',
    'focus-visible:ring-2',
    '!px-2',
    'px-2!',
    'underline',
    'uppercase',
  ],
  ...[
    'tracking-wide',
    'flex-1',
    'shrink-0',
    'self-end',
    'ring-2',
    'ring-brand-500',
    'outline-none',
    'sr-only',
    'absolute',
    'z-10',
    'truncate',
  ],
  ...[
    'px-2 py-1',
    'p-4 px-2',
    'w-full sm:w-auto',
    'mt-2 -ml-3',
    'hover:bg-white bg-slate-50',
    'text-sm text-slate-700 font-normal',
  ],
];

const variants = Object.keys(VARIANTS) as Variant[];
const sizes = Object.keys(SIZES) as Size[];

describe('cn gives tailwind-merge’s answer', () => {
  const inApp = overridesInApp();

  it('finds the overrides the app gives its buttons', () => {
    expect(Object.keys(SOURCE)).toContain('../components/ui/button.tsx');
    // The list as of issue 17; a new one is checked by the next test all the same.
    expect(inApp).toEqual(
      expect.arrayContaining(['mt-2', 'px-2', 'px-5', 'min-h-11', 'w-full', 'w-full sm:w-auto', 'sm:ml-auto']),
    );
  });

  it.each([...inApp, ...GENERIC])('every variant and size with className %j', (className) => {
    for (const variant of variants) {
      for (const size of sizes) {
        expect(buttonClass({ variant, size, className })).toBe(twMerge(BASE, VARIANTS[variant], SIZES[size], className));
      }
    }
  });

  it('a button without className keeps every class', () => {
    for (const variant of variants) {
      for (const size of sizes) {
        expect(buttonClass({ variant, size })).toBe(`${BASE} ${VARIANTS[variant]} ${SIZES[size]}`);
        expect(buttonClass({ variant, size })).toBe(twMerge(BASE, VARIANTS[variant], SIZES[size]));
      }
    }
  });

  it('any two of the generic overrides, one after the other', () => {
    const differ = GENERIC.flatMap((a) => GENERIC.map((b) => [a, b, cn(a, b), twMerge(a, b)])).filter(
      ([, , ours, theirs]) => ours !== theirs,
    );
    expect(differ).toEqual([]);
  });

  it('leaves out empty parts and extra spaces', () => {
    expect(cn('  px-2 ', undefined, false, null, '', 'py-1  px-3')).toBe('py-1 px-3');
  });
});
