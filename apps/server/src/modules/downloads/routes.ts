import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadsApiPaths } from '@windfamily/contract/api-paths';
import { downloadFilesSchema } from '@windfamily/contract/content';
import {
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_MESSAGES,
  DOWNLOADS_ADMIN_PATH,
  downloadAdminListSchema,
  downloadAdminSchema,
  downloadPayloadSchema,
} from '@windfamily/contract/downloads';
import { apiErrorSchema, FORM_ERROR_KEY } from '@windfamily/contract/errors';
import { PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { fileAnswer, idParams, lookupErrors, staffErrors } from '../../lib/route-schemas';
import { guard } from '../../plugins/auth';
import { type DownloadDetails, type UploadedFile } from './downloads.service';
import { attachmentHeader } from './file-types';

const tags = ['downloads'];
const uploadErrors = { ...staffErrors, 413: apiErrorSchema };
const DETAIL_FIELDS = ['title', 'group', 'kind', 'position'] as const;

/**
 * The downloads page's files: the list (`GET /api/pages/files/`), the files themselves under
 * `/media/files/`, and the staff's uploads, edits and deletions.
 */
export default async function downloadsRoutes(
  fastify: FastifyInstance,
  ctx: Pick<Services, 'downloads'>,
) {
  const { downloads } = ctx;

  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: DOWNLOAD_MAX_BYTES, files: 1, fields: 8, parts: 10, fieldSize: 4096 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      downloadsApiPaths.files(),
      {
        schema: {
          tags,
          summary: 'Every download (line plans, manuals, certificates) with its type and size',
          response: { 200: downloadFilesSchema },
        },
      },
      async () => ({ files: await downloads.list() }),
    );

    // The file itself, always as an attachment under the name it was uploaded with. A replaced
    // file gets a new stored name, so a copy may be cached for good.
    app.get(
      '/media/files/:name',
      {
        schema: {
          tags,
          summary: 'Download a file',
          params: z.object({ name: z.string().max(100) }),
          response: { 200: fileAnswer('The file', 'application/octet-stream'), ...lookupErrors },
        },
      },
      async (request, reply) => {
        const found = await downloads.open(request.params.name);
        if (!found) throw notFound();
        return (
          reply
            .header('content-type', found.row.contentType)
            .header('content-length', String(found.size))
            .header('content-disposition', attachmentHeader(found.row.fileName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'public, max-age=31536000, immutable')
            // Streamed; the route's types know the file as the string its schema documents.
            .send(found.stream as unknown as string)
        );
      },
    );

    const onRequest = guard(PERMISSIONS.content);

    app.get(
      DOWNLOADS_ADMIN_PATH,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Every download with its file name and place (staff)',
          response: { 200: downloadAdminListSchema, ...staffErrors },
        },
      },
      async () => ({ files: await downloads.adminList() }),
    );

    app.post(
      DOWNLOADS_ADMIN_PATH,
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Add a download (multipart/form-data: `file` (PDF, ZIP, PNG, JPEG or text, at most 20 MB), `title`, `group`, `kind`, `position`) (staff)',
          consumes: ['multipart/form-data'],
          response: { 201: downloadAdminSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { fields, file } = await readForm(request);
        const details = parseDetails(fields);
        if (!file) throw badRequest(DOWNLOAD_MESSAGES.noFile, { file: [DOWNLOAD_MESSAGES.noFile] });
        return reply.status(201).send(await downloads.create(details, file));
      },
    );

    app.get(
      `${DOWNLOADS_ADMIN_PATH}:id/`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'One download (staff)',
          params: idParams,
          response: { 200: downloadAdminSchema, ...staffErrors },
        },
      },
      (request) => downloads.adminOne(request.params.id),
    );

    app.put(
      `${DOWNLOADS_ADMIN_PATH}:id/`,
      {
        onRequest,
        schema: {
          tags,
          summary: "Change a download's title, group, kind and place (staff)",
          params: idParams,
          body: downloadPayloadSchema,
          response: { 200: downloadAdminSchema, ...staffErrors },
        },
      },
      (request) => downloads.update(request.params.id, request.body),
    );

    app.post(
      `${DOWNLOADS_ADMIN_PATH}:id/file/`,
      {
        onRequest,
        schema: {
          tags,
          summary: "Replace a download's file (multipart/form-data: `file`) (staff)",
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: downloadAdminSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const { file } = await readForm(request);
        if (!file) throw badRequest(DOWNLOAD_MESSAGES.noFile, { file: [DOWNLOAD_MESSAGES.noFile] });
        return downloads.replaceFile(request.params.id, file);
      },
    );

    app.delete(
      `${DOWNLOADS_ADMIN_PATH}:id/`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Delete a download and its file (staff)',
          params: idParams,
          response: { 204: z.null(), ...staffErrors },
        },
      },
      async (request, reply) => {
        await downloads.delete(request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}

/** The text fields of a download form, checked as the JSON edit checks them. */
function parseDetails(fields: Record<string, string>): DownloadDetails {
  const parsed = downloadPayloadSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || FORM_ERROR_KEY;
    (errors[key] ??= []).push(issue.message);
  }
  throw badRequest('Please correct the errors below.', errors);
}

/** A multipart form's text fields and its `file`, with the parser's limits as clear 4xx. */
async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data with a file field.', {
      file: [DOWNLOAD_MESSAGES.noFile],
    });
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, fileName: part.filename };
      } else if ((DETAIL_FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, file };
}

function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, DOWNLOAD_MESSAGES.tooLarge, { file: [DOWNLOAD_MESSAGES.tooLarge] });
    case 'FST_FILES_LIMIT':
      return badRequest('Upload one file at a time.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The form has more fields than a download needs.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('The upload could not be read. Please try again.');
    default:
      if (error instanceof HttpError) return error;
      if (
        error instanceof Error &&
        /multipart|boundary|part terminated|unexpected end/i.test(error.message)
      )
        return badRequest('The upload could not be read. Please try again.');
      return error;
  }
}
