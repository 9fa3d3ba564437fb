import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A route's element for a page module whose default export is the page, loaded on first visit. Until it
 * has arrived the page's place stays empty; a failed load reaches the router's error boundary.
 */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return createElement(Suspense, { fallback: null }, createElement(lazy(load)));
}
