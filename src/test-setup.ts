import { afterEach, beforeEach, vi } from 'vitest';

// A test that logs an unexpected console.error fails: errors must be asserted, not ignored.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error dipanggil secara tak terduga: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
  }
});
