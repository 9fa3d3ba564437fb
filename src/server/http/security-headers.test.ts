import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { helmetMiddleware, securityHeaders } from './security-headers';

/** What helmet's own middleware leaves on a real response that already says X-Powered-By. */
function helmetOnRealResponse(cookieSecure: boolean): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  helmetMiddleware({ COOKIE_SECURE: cookieSecure })(request, response, () => {});
  return response.getHeaders();
}

describe('security headers recorded once', () => {
  for (const cookieSecure of [false, true]) {
    it(`are exactly the headers helmet itself sets (COOKIE_SECURE=${cookieSecure})`, () => {
      const { set, removed } = securityHeaders({ COOKIE_SECURE: cookieSecure });
      const response = new ServerResponse(new IncomingMessage(new Socket()));
      response.setHeader('X-Powered-By', 'something');
      for (const [name, value] of set) response.setHeader(name, value);
      for (const name of removed) response.removeHeader(name);
      expect(response.getHeaders()).toEqual(helmetOnRealResponse(cookieSecure));
      expect(response.getHeader('x-powered-by')).toBeUndefined();
      expect(String(response.getHeader('content-security-policy'))).toContain("frame-ancestors 'none'");
      expect(response.hasHeader('strict-transport-security')).toBe(cookieSecure);
    });
  }
});
