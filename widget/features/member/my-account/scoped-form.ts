import type { FormState } from '../member-store.ts';

/**
 * A form's state with its field names prefixed: several forms share the profile page, and each
 * field's element id (and the error summary's link to it) must be one of a kind.
 */
export function scoped(state: FormState, prefix: string): FormState {
  return { ...state, errors: Object.fromEntries(Object.entries(state.errors).map(([field, key]) => [`${prefix}${field}`, key])) };
}

/** Whether the form's refusal names no field: then the page says it in words of its own. */
export function refusedWhole(state: FormState): boolean {
  return state.status === 'error' && Object.keys(state.errors).length === 0;
}
