import type { Hono } from 'hono';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';

/** A real 1×1 PNG: uploads are typed by their content, so a magic number alone is not a photo. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** The start of a JPEG, which is all its type needs. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);

/** The widget's upload: the file alone in the multipart field `file`. */
export function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** POSTs a body to a hotel's upload route with the client session; the answer's status and JSON. */
export async function postUpload(app: Hono, session: string, hotel: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/api/v1/hotels/${hotel}/file_attachments`, {
    method: 'POST',
    body,
    headers: { [CLIENT_SESSION_HEADER]: session, ...headers },
    duplex: 'half',
  } as RequestInit);
  const response = await app.request(request);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields without declaring its shape
  return { status: response.status, json: (text ? JSON.parse(text) : null) as any };
}
