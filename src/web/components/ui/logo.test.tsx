import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import svgBerkas from '../../public/logo.svg?raw';
import { Logo } from './logo';

// The logo is drawn twice: inline in the pages (logo.tsx, issue 17) and as the favicon (public/logo.svg).
// This keeps the two drawings the same.

/** The shapes of public/logo.svg: each element's name and attributes, in order. */
function bentukBerkas(): { nama: string; atribut: Record<string, string> }[] {
  const isi = svgBerkas.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>[\s\S]*$/, '');
  return [...isi.matchAll(/<(\w+)([^>]*?)\/>/g)].map(([, nama, teks]) => ({
    nama: nama!,
    atribut: Object.fromEntries([...teks!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
  }));
}

/** The shapes Logo draws, with React's camelCase attributes written as in SVG. */
function bentukKomponen(): { nama: string; atribut: Record<string, string> }[] {
  const svg = Logo({}) as ReactElement<{ children: ReactElement<Record<string, unknown>>[]; viewBox: string }>;
  return svg.props.children.map((anak) => ({
    nama: String(anak.type),
    atribut: Object.fromEntries(
      Object.entries(anak.props).map(([k, v]) => [k.replace(/[A-Z]/g, (h) => `-${h.toLowerCase()}`), String(v)]),
    ),
  }));
}

describe('Logo', () => {
  it('draws exactly the favicon (public/logo.svg)', () => {
    expect(bentukBerkas().length).toBeGreaterThan(0);
    expect(bentukKomponen()).toEqual(bentukBerkas());
    const svg = Logo({}) as ReactElement<{ viewBox: string }>;
    expect(svgBerkas).toContain(`viewBox="${svg.props.viewBox}"`);
  });

  it('is named when given a label and hidden from screen readers otherwise', () => {
    expect((Logo({ label: 'Logo Sistem' }) as ReactElement<Record<string, unknown>>).props).toMatchObject({
      role: 'img',
      'aria-label': 'Logo Sistem',
    });
    expect((Logo({}) as ReactElement<Record<string, unknown>>).props).toMatchObject({ 'aria-hidden': true });
  });
});
