import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageSchema } from '@windfamily/contract/catalog';
import { IMAGE_MAX_BYTES } from '@windfamily/contract/catalog-admin';
import { apiErrorSchema } from '@windfamily/contract/errors';
import { IMAGE_UPLOAD_PERMISSIONS } from '@windfamily/contract/permissions';
import type { Services } from '../module';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { guard } from '../../plugins/auth';
import { IMAGE_MESSAGES, imageToApi } from './image-store';

const ALT_MAX = 300;
const FIELD_REQUIRED = 'this field is required';

/**
 * What `/media/` serves: plain segments of letters, digits, `-` and `_` and a file with an
 * extension. No dot segments, dotfiles (the store's temporary folders), empty segments,
 * backslashes or percent-escapes, so nothing outside the media folder is reachable.
 */
const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9][\w-]*\/)*[A-Za-z0-9][\w-]*\.[A-Za-z0-9]{1,5}$/;

export default async function mediaRoutes(fastify: FastifyInstance, ctx: Pick<Services, 'images'>) {
  const { images: store } = ctx;
  mkdirSync(store.imagesDir, { recursive: true });

  // GET /media/…: the renditions. Their names never change content, so they are cached for good.
  await fastify.register(
    async (media) => {
      media.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ detail: 'Not Found' }),
      );
      media.addHook('onRequest', async (request) => {
        if (!MEDIA_PATH.test(request.url.split('?')[0] ?? '')) throw notFound();
      });
      await media.register(fastifyStatic, {
        root: store.mediaDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        wildcard: true,
        dotfiles: 'ignore',
        cacheControl: true,
        maxAge: 365 * 24 * 3600 * 1000,
        immutable: true,
      });
    },
    { prefix: '/media' },
  );

  // POST /api/store/admin/images/: staff upload a picture (multipart `file`, optional `alt`),
  // for the catalogue or for the content (IMAGE_UPLOAD_PERMISSIONS).
  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 4096 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/store/admin/images/',
      {
        onRequest: guard(IMAGE_UPLOAD_PERMISSIONS),
        schema: {
          tags: ['catalog admin'],
          summary:
            'Upload a picture (multipart/form-data: `file`, optional `alt`) for the catalogue or the content (staff); answers its renditions',
          consumes: ['multipart/form-data'],
          response: {
            201: imageSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            413: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const row = await store.save(upload.file, {
          originalName: upload.filename,
          alt: upload.alt,
        });
        return reply.status(201).send(imageToApi(row));
      },
    );
  });
}

interface Upload {
  file: Buffer;
  filename: string;
  alt: string;
}

/** The `file` and `alt` of a multipart request, with the parser's limits as clear 4xx. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw badRequest('Send the picture as multipart/form-data with a file field.', {
      file: [FIELD_REQUIRED],
    });
  let file: Buffer | undefined;
  let filename = '';
  let alt = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') {
          file = bytes;
          filename = part.filename;
        }
      } else if (part.fieldname === 'alt') {
        alt = typeof part.value === 'string' ? part.value.trim() : '';
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (alt.length > ALT_MAX)
    throw badRequest('Please correct the errors below.', {
      alt: [`at most ${ALT_MAX} characters`],
    });
  if (!file?.length) throw badRequest('Choose a picture to upload.', { file: [FIELD_REQUIRED] });
  return { file, filename, alt };
}

function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, IMAGE_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest('Upload one picture at a time.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The form has more fields than a picture upload needs.');
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
