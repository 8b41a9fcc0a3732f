import type { DownloadFile } from '@windfamily/contract/content';

export interface DownloadGroup {
  name: string;
  kinds: { kind: string; files: DownloadFile[] }[];
}

/** The files by group, then by kind, each in the order the list gives (staff's order). */
export function groupFiles(files: DownloadFile[]): DownloadGroup[] {
  const groups: DownloadGroup[] = [];
  for (const file of files) {
    let group = groups.find((candidate) => candidate.name === file.group);
    if (!group) groups.push((group = { name: file.group, kinds: [] }));
    let kind = group.kinds.find((candidate) => candidate.kind === file.kind);
    if (!kind) group.kinds.push((kind = { kind: file.kind, files: [] }));
    kind.files.push(file);
  }
  return groups;
}
