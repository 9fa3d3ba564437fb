import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useParams, type Params } from 'react-router';

/** Starts a page's first request from the route's params; returns what forgets it if the page never takes it. */
export type Mulai = (params: Readonly<Params>) => () => void;

/**
 * A route's element for a page module whose default export is the page, loaded on first visit. Until it
 * has arrived the page's place stays empty; a failed load reaches the router's error boundary. With
 * `mulai` the page's first request starts while its code is still on the way, so that on a phone the
 * two share one round trip instead of taking two in turn.
 */
export function page(load: () => Promise<{ default: ComponentType }>, mulai?: Mulai) {
  const halaman = createElement(Suspense, { fallback: null }, createElement(lazy(load)));
  return mulai ? createElement(MulaiDulu, { mulai, children: halaman }) : halaman;
}

function MulaiDulu({ mulai, children }: { mulai: Mulai; children: ReactNode }) {
  const params = useParams();
  // In the first render, before the page (a child) can ask for the same thing in its effects.
  const [lupakan] = useState(() => mulai(params));
  useEffect(() => lupakan, [lupakan]);
  return children;
}
