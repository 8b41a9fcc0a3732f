import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { DownloadFile } from '@windfamily/contract/content';
import {
  DOWNLOAD_MESSAGES,
  DOWNLOAD_TYPES,
  type DownloadAdmin,
  type DownloadType,
} from '@windfamily/contract/downloads';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { cleanFileName, typeLabel, uploadType } from './file-types';

type FileRow = typeof files.$inferSelect;

/** Where the files download from: the media directory's `files/`, by stored name. */
export const DOWNLOAD_URL_PREFIX = '/media/files/';

/** A stored name: generated, so an uploaded name never reaches the file system. */
export const STORED_NAME_PATTERN = /^[a-z0-9-]{8,80}\.(?:pdf|zip|png|jpg|txt)$/;

export interface DownloadDetails {
  title: string;
  group: string;
  kind: string;
  position: number;
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

const publicOf = (row: FileRow): DownloadFile => ({
  id: row.id,
  title: row.title,
  group: row.groupName,
  kind: row.kind,
  file_type: typeLabel(row.contentType, row.fileName),
  content_type: row.contentType,
  size: row.sizeBytes,
  url: `${DOWNLOAD_URL_PREFIX}${row.storedName}`,
  updated: row.updatedAt.toISOString(),
});

const adminOf = (row: FileRow): DownloadAdmin => ({
  ...publicOf(row),
  file_name: row.fileName,
  position: row.position,
});

/** A checked upload: its type, the name it downloads under, and its bytes. */
interface CheckedFile {
  type: DownloadType;
  fileName: string;
  bytes: Buffer;
}

/**
 * The downloads: line plans, manuals, certificates. Files are stored under generated names in
 * `{mediaDir}/files/` (a replaced file gets a new name, so a cached copy is never stale); the
 * table says what each is and the name it downloads under.
 */
export class DownloadsService {
  readonly filesDir: string;

  constructor(
    private readonly db: Db,
    mediaDir: string,
  ) {
    this.filesDir = path.join(mediaDir, 'files');
  }

  /** Every download, in the order staff gave them. */
  async list(): Promise<DownloadFile[]> {
    return (await this.rows()).map(publicOf);
  }

  async adminList(): Promise<DownloadAdmin[]> {
    return (await this.rows()).map(adminOf);
  }

  async adminOne(id: number): Promise<DownloadAdmin> {
    return adminOf(await this.row(id));
  }

  /** The stored file of `storedName` with what it downloads as, or undefined. */
  async open(
    storedName: string,
  ): Promise<{ row: FileRow; stream: ReadStream; size: number } | undefined> {
    if (!STORED_NAME_PATTERN.test(storedName)) return undefined;
    const [row] = await this.db.select().from(files).where(eq(files.storedName, storedName));
    if (!row) return undefined;
    const file = path.join(this.filesDir, row.storedName);
    try {
      const { size } = await stat(file);
      return { row, stream: createReadStream(file), size };
    } catch {
      return undefined;
    }
  }

  /** Adds a download: the file is checked before anything is stored. */
  async create(details: DownloadDetails, upload: UploadedFile): Promise<DownloadAdmin> {
    const checked = checkFile(upload);
    const storedName = await this.store(checked);
    try {
      const [row] = await this.db
        .insert(files)
        .values({
          title: details.title,
          groupName: details.group,
          kind: details.kind,
          position: details.position,
          storedName,
          fileName: checked.fileName,
          contentType: DOWNLOAD_TYPES[checked.type].contentType,
          sizeBytes: checked.bytes.length,
        })
        .returning();
      return adminOf(row!);
    } catch (error) {
      await this.remove(storedName);
      throw error;
    }
  }

  /** Changes what a download is called, its group, kind and place. */
  async update(id: number, details: DownloadDetails): Promise<DownloadAdmin> {
    const [row] = await this.db
      .update(files)
      .set({
        title: details.title,
        groupName: details.group,
        kind: details.kind,
        position: details.position,
        updatedAt: new Date(),
      })
      .where(eq(files.id, id))
      .returning();
    if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
    return adminOf(row);
  }

  /** Puts a new file in place of a download's; the old one is deleted once replaced. */
  async replaceFile(id: number, upload: UploadedFile): Promise<DownloadAdmin> {
    const before = await this.row(id);
    const checked = checkFile(upload);
    const storedName = await this.store(checked);
    const [row] = await this.db
      .update(files)
      .set({
        storedName,
        fileName: checked.fileName,
        contentType: DOWNLOAD_TYPES[checked.type].contentType,
        sizeBytes: checked.bytes.length,
        updatedAt: new Date(),
      })
      .where(eq(files.id, id))
      .returning();
    if (!row) {
      await this.remove(storedName);
      throw notFound(DOWNLOAD_MESSAGES.notFound);
    }
    await this.remove(before.storedName);
    return adminOf(row);
  }

  /** Deletes a download and its stored file. */
  async delete(id: number): Promise<void> {
    const [row] = await this.db.delete(files).where(eq(files.id, id)).returning();
    if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
    await this.remove(row.storedName);
  }

  /** The stored file's path (for the seed and tests). */
  pathOf(storedName: string): string {
    return path.join(this.filesDir, storedName);
  }

  /**
   * Writes `bytes` as `storedName` (a generated one by default): into a temporary file first,
   * then renamed into place, so nobody downloads half a file.
   */
  async write(bytes: Buffer, storedName: string): Promise<void> {
    await mkdir(this.filesDir, { recursive: true });
    const temporary = path.join(this.filesDir, `.${storedName}.${randomBytes(4).toString('hex')}`);
    await writeFile(temporary, bytes);
    await rename(temporary, this.pathOf(storedName));
  }

  private async store(checked: CheckedFile): Promise<string> {
    const storedName = `${randomBytes(12).toString('hex')}.${DOWNLOAD_TYPES[checked.type].extension}`;
    await this.write(checked.bytes, storedName);
    return storedName;
  }

  private async remove(storedName: string): Promise<void> {
    if (STORED_NAME_PATTERN.test(storedName)) await rm(this.pathOf(storedName), { force: true });
  }

  private rows() {
    return this.db
      .select()
      .from(files)
      .orderBy(
        asc(files.position),
        asc(files.groupName),
        asc(files.kind),
        asc(files.title),
        asc(files.id),
      );
  }

  private async row(id: number): Promise<FileRow> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) throw notFound(DOWNLOAD_MESSAGES.notFound);
    return row;
  }
}

/** The upload's type by content and name, or a 400 naming the file field. */
function checkFile(upload: UploadedFile): CheckedFile {
  if (!upload.bytes.length)
    throw badRequest(DOWNLOAD_MESSAGES.empty, { file: [DOWNLOAD_MESSAGES.empty] });
  const type = uploadType(upload.bytes, upload.fileName);
  if (!type) throw badRequest(DOWNLOAD_MESSAGES.wrongType, { file: [DOWNLOAD_MESSAGES.wrongType] });
  return { type, fileName: cleanFileName(upload.fileName, type), bytes: upload.bytes };
}
