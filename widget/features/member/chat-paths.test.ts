import { describe, expect, it } from 'vitest';
import { memberPath } from './chat-paths.ts';

describe('the membership pages’ links under the chatbot’s paths (spec 1 §2)', () => {
  it('links a chat page to the chat paths of sign-in and sign-up, and to the other pages as they are', () => {
    expect(memberPath('/chat-sign-in', '/sign-up')).toBe('/chat-sign-up-form');
    expect(memberPath('/chat-sign-up-form', '/sign-up-result')).toBe('/chat-sign-up-result');
    expect(memberPath('/chat-sign-up-result', '/sign-in')).toBe('/chat-sign-in');
    expect(memberPath('/chat-sign-in', '/forgot-password')).toBe('/forgot-password');
  });

  it('leaves the links of the usual pages alone', () => {
    expect(memberPath('/sign-in', '/sign-up')).toBe('/sign-up');
    expect(memberPath('/sign-up-done', '/sign-in')).toBe('/sign-in');
  });
});
