/** Reloads the page, e.g. to pick up a newly deployed version. */
export function reloadPage(): void {
  window.location.reload();
}
