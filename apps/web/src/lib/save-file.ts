/** Hands the browser `blob` as a file to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // In the document while it is clicked, and the file's address kept a while after: some
  // browsers start the download only once the click's task is over.
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands the browser `data` as a JSON file to save under `fileName`. */
export const saveJsonFile = (data: unknown, fileName: string): void =>
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
