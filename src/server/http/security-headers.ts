import helmet from 'helmet';
import type { Settings } from '../settings';

/** The security headers of every answer: what helmet sets, and what it removes. */
export interface SecurityHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/** helmet's middleware with our policy (D1): scripts only from this server, no framing. */
export function helmetMiddleware(settings: Pick<Settings, 'COOKIE_SECURE'>): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Sonner injects its stylesheet at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(settings.COOKIE_SECURE ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: settings.COOKIE_SECURE,
  });
}

/**
 * The headers helmet sets and removes, recorded once at start: they depend on its options alone, and
 * running its chain of middlewares on every request was ~5 % of a hot read's CPU in a profile (issue 17; before
 * that, @fastify/helmet built the middleware again on every request). Should a helmet version read
 * the request, set anything but a string or not finish at once, the server refuses to start rather
 * than send other headers.
 */
export function securityHeaders(settings: Pick<Settings, 'COOKIE_SECURE'>): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], removed: [] };
  const response = {
    setHeader: (name: string, value: unknown) => {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to something other than a string`);
      headers.set.push([name, value]);
    },
    removeHeader: (name: string) => headers.removed.push(name),
  };
  const request = new Proxy(
    {},
    {
      get: (_target, key) => {
        throw new Error(`helmet read the request (${String(key)}): its headers are not the same for every request`);
      },
    },
  );
  let finished = false;
  helmetMiddleware(settings)(request as never, response as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once');
  return headers;
}
