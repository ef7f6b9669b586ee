import { atom } from 'nanostores';

/**
 * True once the search form accepts input: the init settings and the text are loaded and the
 * form is rendered with its dates and its search button. The search form sets it when it
 * first mounts; main.tsx tells the host page, once (the loader's `interactive` event).
 */
export const $interactive = atom(false);
