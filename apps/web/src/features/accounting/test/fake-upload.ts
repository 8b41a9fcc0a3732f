import { vi } from 'vitest';

/** An upload the page started, answered when the test says so. */
export interface Upload {
  method: string;
  url: string;
  headers: Record<string, string>;
  file: File;
  /** The browser reports that `fraction` (0 to 1) of the file is sent. */
  progress: (fraction: number) => void;
  /** The server answers with `status` and `body` as JSON. */
  answer: (status: number, body: unknown) => void;
}

/**
 * Stubs XMLHttpRequest (the statement upload uses it for its progress): each request sent
 * is added to the list answered, to be moved on by the test.
 */
export function stubUploads(): Upload[] {
  const uploads: Upload[] = [];

  class FakeRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: FormData) {
      uploads.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        file: body.get('file') as File,
        progress: (fraction) => {
          this.upload.dispatchEvent(
            new ProgressEvent('progress', {
              lengthComputable: true,
              loaded: Math.round(fraction * 1000),
              total: 1000,
            }),
          );
        },
        answer: (status, answer) => {
          this.status = status;
          this.statusText = status < 300 ? 'OK' : 'Bad Request';
          this.responseText = JSON.stringify(answer);
          this.dispatchEvent(new Event('load'));
        },
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return uploads;
}
