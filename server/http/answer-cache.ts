import type { PreparedAnswer } from './prepared-answer.ts';

/**
 * Prepared answers kept by a key that names everything they were built from; the least recently
 * sent go first once they hold more than `maxBytes` of JSON (their compressed forms, made on
 * demand, are smaller still) or there are more than `maxAnswers`.
 */
export class AnswerCache<D> {
  readonly #answers = new Map<string, PreparedAnswer<D>>();
  readonly #maxBytes: number;
  readonly #maxAnswers: number;
  #bytes = 0;

  constructor({ maxBytes, maxAnswers }: { maxBytes: number; maxAnswers: number }) {
    this.#maxBytes = maxBytes;
    this.#maxAnswers = maxAnswers;
  }

  get(key: string): PreparedAnswer<D> | undefined {
    const answer = this.#answers.get(key);
    if (answer) {
      // the most recently sent last, so the oldest goes first
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: PreparedAnswer<D>): void {
    const old = this.#answers.get(key);
    if (old) this.#bytes -= old.json.length;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    this.#bytes += answer.json.length;
    while (this.#answers.size > 1 && (this.#bytes > this.#maxBytes || this.#answers.size > this.#maxAnswers)) {
      const [oldest, dropped] = this.#answers.entries().next().value!;
      this.#answers.delete(oldest);
      this.#bytes -= dropped.json.length;
    }
  }

  /** Answers kept now, for tests. */
  get size(): number {
    return this.#answers.size;
  }
}
