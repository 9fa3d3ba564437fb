import { useRef } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api';

/**
 * A failure after which nobody knows whether the server did the work: the connection broke on the
 * way back, or a proxy or the server failed (5xx) after the write may have committed.
 */
export function hasilTakPasti(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** How a form's server says "this exists already" (a duplicate), and what its success would have returned. */
export interface Duplikat<TData, TError, TVariables> {
  cocok: (error: TError, variables: TVariables) => boolean;
  data: (variables: TVariables) => TData;
}

/**
 * `useMutation` that sends once at a time: a second submit while the first is on its way (a double
 * click or Enter pressed twice, faster than the button can show it is busy) is dropped instead of
 * reaching the server as a duplicate and coming back as a false failure (issue 32.5).
 *
 * With `duplikat`: when a send of the same values ended without knowing (`hasilTakPasti`) and the
 * repeat is refused as a duplicate, the first one did the work: the repeat counts as the success.
 */
export function useMutasi<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext> & { duplikat?: Duplikat<TData, TError, TVariables> },
): UseMutationResult<TData, TError, TVariables, TContext> {
  const berjalan = useRef(false);
  /** The values of the last send whose outcome is unknown, as JSON. */
  const takPasti = useRef<string | null>(null);
  const { duplikat, mutationFn, ...rest } = options;
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...rest,
    mutationFn: mutationFn && (async (variables, context) => {
      const kunci = JSON.stringify(variables) ?? '';
      try {
        const data = await mutationFn(variables, context);
        takPasti.current = null;
        return data;
      } catch (error) {
        const sebelumnya = takPasti.current;
        takPasti.current = hasilTakPasti(error) ? kunci : null;
        if (duplikat && sebelumnya === kunci && duplikat.cocok(error as TError, variables)) return duplikat.data(variables);
        throw error;
      }
    }),
    onSettled: (...args) => {
      berjalan.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate } = mutation;
  return {
    ...mutation,
    mutate: (...args: Parameters<typeof mutate>) => {
      if (berjalan.current) return;
      berjalan.current = true;
      mutate(...args);
    },
  } as UseMutationResult<TData, TError, TVariables, TContext>;
}

/** A 409 from a create route: what a repeat of a create that already happened gets. */
export const sudahDibuat = (error: unknown) => error instanceof ApiError && error.status === 409;
