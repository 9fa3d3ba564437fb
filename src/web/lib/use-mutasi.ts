import { useRef } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * `useMutation` that sends once at a time: a second submit while the first is on its way (a double
 * click or Enter pressed twice, faster than the button can show it is busy) is dropped instead of
 * reaching the server as a duplicate and coming back as a false failure (issue 32.5).
 */
export function useMutasi<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const berjalan = useRef(false);
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
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
