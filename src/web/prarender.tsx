// Build time only (vite.config's `prarenderHalaman`), never in the browser's bundle.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';

/**
 * The page module `modul` (under src/web), whose first screen needs no data (the landing page, the logins) as the HTML that the app's own
 * component renders at `alamat`, to be sent before the empty `#root`: the phone paints it as soon as the
 * HTML and the CSS are there, instead of after the JavaScript has arrived and run (issue 32: LCP). It is
 * a picture until the app has drawn the same page, live, in `#root` and removed it (main.tsx): `inert`
 * (no focus, no taps, hidden from screen readers) and its fields and buttons disabled, so that nothing
 * typed into it is lost.
 */
export async function prarender(modul: string, alamat: string): Promise<string> {
  // Imported here, not by the build script: the page and this file then share one React Router (its context).
  const { default: Halaman } = (await import(`./${modul}`)) as { default: ComponentType };
  const html = renderToString(
    <StaticRouter location={alamat}>
      <QueryClientProvider client={new QueryClient()}>
        <Halaman />
      </QueryClientProvider>
    </StaticRouter>,
  );
  return `<div id="prarender" inert>${html.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""')}</div>`;
}
