import type { CallDeclaration, CallInput } from '../../shared/api/define.ts';
import { type CallOptions, fetchAnswer } from './api-client.ts';

/**
 * A call whose answer is a file (`produces`, e.g. a receipt's PDF): its bytes and the name the
 * server gave it, with the same headers, retry and errors as `callApi`.
 */
export async function downloadFile<C extends CallDeclaration>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  const response = await fetchAnswer(call, input, options);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}
