import { Box, type SxProps, type Theme } from '@mui/material';
import { proseSx } from './prose';

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Inline Markdown as its text: links as their words, emphasis and code marks dropped. */
const inlineText = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\\$/, '')
    .trim();

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** Markdown cut into headings, paragraphs and lists, well enough to take its place's height. */
export function plainBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0]!.trim());
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: inlineText(heading[2]!) });
      lines.shift();
      if (lines.length === 0) continue;
    }
    if (lines.every((line) => LIST_ITEM.test(line)))
      blocks.push({
        kind: 'list',
        items: lines.map((line) => inlineText(line.replace(LIST_ITEM, ''))),
      });
    else if (lines.every((line) => line.trim().startsWith('|')))
      blocks.push({
        kind: 'list',
        items: lines
          .filter((line) => !/^\s*\|?\s*:?-{3,}/.test(line))
          .map((line) =>
            inlineText(
              line
                .split('|')
                .map((cell) => cell.trim())
                .filter(Boolean)
                .join(' · '),
            ),
          ),
      });
    else blocks.push({ kind: 'paragraph', text: lines.map(inlineText).join(' ') });
  }
  return blocks;
}

/**
 * Markdown as plain text, laid out as the renderer lays it out: what shows while the renderer
 * loads, so that the page reads at once and does not jump when the real text replaces it.
 */
export function PlainMarkdown({
  children,
  shiftHeadings = false,
  sx,
}: {
  children: string;
  shiftHeadings?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box aria-hidden="true" sx={{ ...proseSx, ...sx }}>
      {plainBlocks(children).map((block, index) => {
        if (block.kind === 'heading') {
          const level = Math.min(6, shiftHeadings ? Math.max(3, block.level + 1) : block.level);
          const Heading = `h${level}` as 'h2';
          return <Heading key={index}>{block.text}</Heading>;
        }
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </Box>
  );
}
