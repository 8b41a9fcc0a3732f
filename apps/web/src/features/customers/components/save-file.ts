/** Hands the browser `data` as a JSON file to save under `fileName`. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the page lets the file go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
