import type { FastifyInstance } from 'fastify';

/** One operation of the OpenAPI document, as the walks by role and by owner read it. */
export interface Operation {
  method: string;
  path: string;
  /**
   * The permissions it asks for (any one of them); none for any logged-in user; undefined
   * when it is open to visitors.
   */
  permissions: string[] | undefined;
}

/** Every operation of the document `/api/docs/json` serves (dev mode). */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { 'x-permissions'?: string[] }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        permissions: operation['x-permissions'],
      })),
  );
}

export const nameOf = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;
