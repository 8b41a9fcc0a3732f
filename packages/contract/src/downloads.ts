import { z } from 'zod';
import { downloadFileSchema } from './content';

// The back office's downloads: line plans, manuals, certificates (SPEC.md: /downloads).

/** The largest file staff may upload. */
export const DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** What may be uploaded, told apart by the file's content (its first bytes), not its name. */
export const DOWNLOAD_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extension: 'pdf' },
  zip: { label: 'ZIP', contentType: 'application/zip', extension: 'zip' },
  png: { label: 'PNG', contentType: 'image/png', extension: 'png' },
  jpeg: { label: 'JPEG', contentType: 'image/jpeg', extension: 'jpg' },
  txt: { label: 'TXT', contentType: 'text/plain; charset=utf-8', extension: 'txt' },
} as const;
export type DownloadType = keyof typeof DOWNLOAD_TYPES;

/** For the file picker: the extensions it offers. */
export const DOWNLOAD_ACCEPT = '.pdf,.zip,.png,.jpg,.jpeg,.txt';

export const DOWNLOAD_MESSAGES = {
  required: 'This field is required.',
  noFile: 'Choose a file to upload.',
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${DOWNLOAD_MAX_BYTES / (1024 * 1024)} MB. Please upload a smaller one.`,
  wrongType: 'Only PDF, ZIP, PNG, JPEG and plain-text files can be uploaded.',
  notFound: 'There is no such download.',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: DOWNLOAD_MESSAGES.required })
    .trim()
    .min(1, DOWNLOAD_MESSAGES.required)
    .max(max, `at most ${max} characters!`);

/** A download's description, as staff edit it (the file itself is uploaded apart). */
export const downloadPayloadSchema = z
  .object({
    title: requiredText(200),
    /** A wing model's name, 'Manuals', 'Certificates'... */
    group: requiredText(100),
    /** 'Line plan', 'Manual', 'Certificate'...; may be empty. */
    kind: z.string().trim().max(100, 'at most 100 characters!').default(''),
    position: z.coerce
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .min(0, 'at least 0')
      .max(100_000, 'at most 100000')
      .default(0),
  })
  .meta({ id: 'DownloadPayload' });
export type DownloadPayload = z.input<typeof downloadPayloadSchema>;
/** A download's description as checked: what the web app sends. */
export type DownloadDetails = z.output<typeof downloadPayloadSchema>;

/** A download as the back office shows it: the public entry plus what only staff see. */
export const downloadAdminSchema = downloadFileSchema
  .extend({ file_name: z.string(), position: z.number().int() })
  .meta({ id: 'DownloadAdmin' });
export type DownloadAdmin = z.infer<typeof downloadAdminSchema>;

export const downloadAdminListSchema = z
  .object({ files: z.array(downloadAdminSchema) })
  .meta({ id: 'DownloadAdminList' });
export type DownloadAdminList = z.infer<typeof downloadAdminListSchema>;

export { DOWNLOADS_ADMIN_PATH, downloadAdminPath } from './api-paths';
