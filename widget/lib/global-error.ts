import { atom } from 'nanostores';

/** The error shown in the layout's error bar (spec 2 §8.1: the global error store). */
export const $globalError = atom<unknown>(null);

/** Shows an error (an `ApiError`, a `NetworkError`, anything) in the error bar. */
export function showGlobalError(error: unknown): void {
  $globalError.set(error);
}

/** Hides the error bar. */
export function dismissGlobalError(): void {
  $globalError.set(null);
}
