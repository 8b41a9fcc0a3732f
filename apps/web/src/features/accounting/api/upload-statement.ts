import type { BankStatementImport } from '@windfamily/contract/payments';
import { CSRF_COOKIE, CSRF_HEADER } from '@windfamily/contract/messages';
import { HttpError, readCookie } from '../../../lib/http';

export const STATEMENTS_PATH = '/api/accounting/bank_statements/';

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Uploads a bank statement file (multipart, field `file`) as the API client would, but through
 * XMLHttpRequest, whose upload reports its progress (`onProgress`, from 0 to 1). Resolves to
 * the import, or rejects with the HttpError of a non-OK answer (a TypeError when offline).
 */
export function uploadStatement(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<BankStatementImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', STATEMENTS_PATH);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as BankStatementImport);
        return;
      }
      const detail = (body as { detail?: unknown } | undefined)?.detail;
      reject(
        new HttpError(
          request.status,
          request.statusText,
          body,
          typeof detail === 'string' ? detail : request.statusText || 'Request failed',
        ),
      );
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new TypeError('The upload was stopped')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
