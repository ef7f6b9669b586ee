/**
 * The files a guest may attach to the hotel's questions (spec 1 §5), apart from the other
 * constants: only the questions step uses them, not the widget's first screen.
 */
/** Spec 1 §5: an uploaded file may be at most 80 MB. */
export const MAX_ATTACHMENT_BYTES = 80 * 1024 * 1024;
/** Spec 1 §5: at most 30 files with one reservation. */
export const MAX_ATTACHMENTS = 30;
/** File types a guest may upload, read from the file's content (photos and PDF). */
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif', 'application/pdf'] as const;
