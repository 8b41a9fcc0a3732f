import path from 'node:path';
import { DOWNLOAD_TYPES, type DownloadType } from '@windfamily/contract/downloads';

/** The extensions a file of each type may be named with. */
const EXTENSIONS: Record<DownloadType, string[]> = {
  pdf: ['pdf'],
  zip: ['zip'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  txt: ['txt'],
};

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** Plain text: valid UTF-8 without NUL or other control characters than tab and line ends. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** What the bytes are, by their content (magic numbers), or undefined for anything else. */
export function sniffType(bytes: Buffer): DownloadType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isPlainText(bytes)) return 'txt';
  return undefined;
}

/**
 * The type of an upload: its content must be one we accept, and its name must agree (a
 * picture named `.pdf`, or a text file named `.html`, is refused).
 */
export function uploadType(bytes: Buffer, fileName: string): DownloadType | undefined {
  const type = sniffType(bytes);
  if (!type) return undefined;
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return EXTENSIONS[type].includes(extension) ? type : undefined;
}

/** The label shown beside a download ('PDF'), from its stored content type. */
export function typeLabel(contentType: string, fileName: string): string {
  const known = Object.values(DOWNLOAD_TYPES).find(
    (type) => type.contentType.split(';')[0] === contentType.split(';')[0],
  );
  return known?.label ?? (path.extname(fileName).slice(1).toUpperCase() || 'File');
}

/**
 * A name safe to download under: the last path segment, without control characters, quotes
 * or slashes, at most 150 characters, keeping its extension.
 */
export function cleanFileName(name: string, type: DownloadType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = path.extname(base);
  const stem = base.slice(0, base.length - extension.length).slice(0, 140) || 'download';
  return `${stem}${extension || `.${DOWNLOAD_TYPES[type].extension}`}`;
}

/** `Content-Disposition` for a download: an ASCII name, and the exact one for modern clients. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'download'}"; filename*=UTF-8''${encoded}`;
}
