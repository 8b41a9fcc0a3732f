import { vi } from 'vitest';

/** A file the page handed the browser to save. */
export interface SavedFile {
  name: string;
  text: string;
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/**
 * Catches the files the page saves through a link to an object URL (`downloadCsv`), instead of
 * jsdom's navigation; undone by `vi.restoreAllMocks()`. Answers the files saved so far, in order.
 */
export function catchDownloads(): () => Promise<SavedFile[]> {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:saved-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return () =>
    Promise.all(saved.map(async (file) => ({ name: file.name, text: await textOf(file.blob) })));
}
