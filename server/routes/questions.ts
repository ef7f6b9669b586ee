import type { Context, Hono } from 'hono';
import { listBrandQuestions, listQuestions, uploadFileAttachment } from '../../shared/api/questions.ts';
import { SERVICE_PREFIX } from '../../shared/api/define.ts';
import { CLIENT_SESSION_HEADER, LOCALE_HEADER, type Locale } from '../../shared/constants.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findBrandByIdOrCode } from '../db/repositories/questions-repository.ts';
import { effectiveLabels, viewerLabels } from '../domain/questions.ts';
import { verifyClientSession } from '../http/client-session.ts';
import { envelopeOf } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { TITLES } from '../http/messages.ts';
import { mountCall, validate } from '../http/mount-call.ts';
import { MultipartRefused, readFileUpload, type MultipartProblem } from '../http/multipart.ts';
import { type Limit, limitAttempts } from '../http/rate-limit.ts';
import { localeOf } from '../i18n.ts';
import { askedQuestions, questionView } from '../use-cases/questions.ts';
import { storeAttachment, UploadRefused, type UploadSource } from '../use-cases/store-attachment.ts';
import { requireHotel } from './hotel-access.ts';
import { requestAudience } from './member-access.ts';
import { audienceViewer } from '../domain/member-programmes.ts';

/** The upload route's path pattern, which the general 256 KB body limit leaves alone. */
export const UPLOAD_ROUTE = SERVICE_PREFIX.api + uploadFileAttachment.path;
/** Room for the multipart framing and the few small fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The widget sends the file alone; a form may add a few short fields, which are dropped. */
const FORM_LIMITS = { fields: 8, fieldBytes: 1024 };
/** Uploads one address may start in an hour (30 files a booking, with room for retries). */
const UPLOADS: Limit = { kind: 'attachment_upload', attempts: 120, windowMs: 60 * 60 * 1000 };

/** GET additional questions of a hotel or a brand, and POST file attachments (spec 2 §7.4). */
export function mountQuestions(app: Hono, deps: AppDeps): void {
  /** The labels of the guest asking (spec 1 §6): all_users, and a signed-in member's programme and rank. */
  const labelsOf = async (c: Context, brand: { brand_id: string }) => viewerLabels(audienceViewer(await requestAudience(deps, c, brand)));

  mountCall(app, deps, listQuestions, async ({ params, query, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const labels = effectiveLabels(query.q?.label_filters, await labelsOf(c, hotel));
    const rows = await askedQuestions(
      deps.db,
      { hotelId: hotel.id, brandId: hotel.brand_id },
      { labels, planCodes: query.room_plan_codes, enabled: query.enabled ?? true },
    );
    return rows.map((row) => questionView(row, hotel, locale));
  });

  mountCall(app, deps, listBrandQuestions, async ({ params, query, locale, session, c }) => {
    const brand = await findBrandByIdOrCode(deps.db, params.brand);
    if (!brand) throw new ApiFailure(404, ERROR_CODES.invalid, TITLES.notFound, [{ code: 'brand_not_found', message: TITLES.notFound }]);
    if (brand.id !== session.brandId) {
      throw new ApiFailure(403, ERROR_CODES.sessionExpired, TITLES.sessionExpired, [{ code: 'client_session_brand_mismatch', message: TITLES.sessionExpired }]);
    }
    const labels = effectiveLabels(query.q?.label_filters, await labelsOf(c, { brand_id: brand.id }));
    const rows = await askedQuestions(deps.db, { brandId: brand.id }, { labels, planCodes: query.room_plan_codes, enabled: query.enabled ?? true });
    return rows.map((row) => questionView(row, null, locale));
  });

  app.post(UPLOAD_ROUTE, async (c) => {
    const locale = localeOf(c.req.header(LOCALE_HEADER));
    const session = verifyClientSession(c.req.header(CLIENT_SESSION_HEADER), deps.sessionSecret, deps.now());
    const params = validate(uploadFileAttachment.params, c.req.param());
    const hotel = await requireHotel(deps, params.code, session);
    const limits = { ...FORM_LIMITS, fileBytes: deps.maxAttachmentBytes, bodyBytes: deps.maxAttachmentBytes + MULTIPART_OVERHEAD };
    // a declared length already too large is refused before a byte is read
    if (Number(c.req.header('content-length') ?? 0) > limits.bodyBytes) return tooLarge(c, locale, deps.maxAttachmentBytes);
    await limitAttempts(deps, c, UPLOADS);
    const source: UploadSource = (save) => readFileUpload(c.req.raw.body, c.req.header('content-type'), 'file', limits, save);
    try {
      const data = await storeAttachment(deps.db, { dir: deps.attachmentsDir, hotelId: hotel.id, source });
      return c.json({ data }, 201);
    } catch (error) {
      if (!(error instanceof MultipartRefused || error instanceof UploadRefused)) throw error;
      const reason = error.reason;
      if (reason === 'too_large') return tooLarge(c, locale, deps.maxAttachmentBytes);
      throw refusal(reason);
    }
  });
}

function refusal(reason: Exclude<MultipartProblem, 'too_large'> | UploadRefused['reason']): ApiFailure {
  if (reason === 'type_not_accepted' || reason === 'active_content') {
    return new ApiFailure(422, ERROR_CODES.unprocessableUpload, TITLES.fileTypeNotAccepted, [], {
      file: [{ code: reason, message: TITLES.fileTypeNotAccepted }],
    });
  }
  const reasons = [{ code: reason === 'malformed' ? 'upload_invalid' : reason, message: TITLES.uploadInvalid }];
  // a form's extra fields are not the file: their refusals are the form's, in `base`
  if (reason === 'field_too_large' || reason === 'too_many_parts') return new ApiFailure(422, ERROR_CODES.invalid, TITLES.uploadInvalid, reasons);
  return new ApiFailure(422, ERROR_CODES.invalid, TITLES.uploadInvalid, [], { file: reasons });
}

/** 413 in the envelope (ApiFailure's statuses leave 413 to the general body limit, which says 422). */
function tooLarge(c: Context, locale: Locale, maxBytes: number) {
  const max = Math.round(maxBytes / 1024 / 1024);
  const failure = new ApiFailure(
    422,
    ERROR_CODES.unprocessableUpload,
    TITLES.fileTooLarge,
    [],
    {
      file: [{ code: 'file_too_large', message: TITLES.fileTooLarge, values: { max } }],
    },
    { max },
    { max_bytes: maxBytes },
  );
  const envelope = envelopeOf(failure, locale);
  envelope.errors[0]!.status = 413;
  return c.json(envelope, 413);
}
