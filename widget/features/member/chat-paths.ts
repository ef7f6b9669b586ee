/**
 * Spec 1 §2: the chatbot's iframe (`iframe=triplabot`) signs in and up on pages of its own,
 * /chat-sign-in and /chat-sign-up (its form at /chat-sign-up-form), /chat-sign-up-result and
 * /chat-sign-up-done, the same pages as /sign-in and /sign-up under other paths. A membership
 * page shown under a chat path links to the chat paths of its neighbours.
 */
const CHAT_PATHS: Record<string, string> = {
  '/sign-in': '/chat-sign-in',
  '/sign-up': '/chat-sign-up-form',
  '/sign-up-result': '/chat-sign-up-result',
  '/sign-up-done': '/chat-sign-up-done',
};

/** The path of a membership page as the page at `location` links to it: its chat path from a chat page. */
export function memberPath(location: string, path: string): string {
  return location.startsWith('/chat-') ? (CHAT_PATHS[path] ?? path) : path;
}
