import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubViewport } from '../../test/render-route';
import { TABLE_LOADING_TEXT } from './markdown-text';
import { PLAY_TEXT } from './video-placeholder';
import { LazyMarkdown } from './lazy-markdown';

const renderMarkdown = (markdown: string, shiftHeadings = false) =>
  renderRoutes(
    [{ path: '/', element: <LazyMarkdown shiftHeadings={shiftHeadings}>{markdown}</LazyMarkdown> }],
    { user: null },
  );

describe('LazyMarkdown', () => {
  it('renders Markdown with GitHub tables once the renderer has loaded', async () => {
    renderMarkdown('## Sizes\n\n| Size | Weight |\n| --- | --- |\n| M | 4.9 kg |\n\n- **light**');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sizes' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('M4.9 kg');
    expect(screen.getByText('light').tagName).toBe('STRONG');
  });

  it('puts headings below the page’s own when asked', async () => {
    renderMarkdown('# Title\n\n## Part', true);
    expect(await screen.findByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).toBeInTheDocument();
  });

  it('opens shop links in the app and other links in a new tab', async () => {
    renderMarkdown('[Sizes](/size/) and [Porcher](https://porcher-sport.com)');
    const inside = await screen.findByRole('link', { name: 'Sizes' });
    expect(inside).toHaveAttribute('href', '/size/');
    expect(inside).not.toHaveAttribute('target');
    const outside = screen.getByRole('link', { name: 'Porcher' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops raw HTML and unsafe link protocols', async () => {
    const { container } = renderMarkdown(
      'Hello <script>alert(1)</script><b>bold</b> [click](javascript:alert(1))',
    );
    expect(await screen.findByText(/Hello/)).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByText(/click/)).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('wraps each top-level section in a block of its own', async () => {
    const { container } = renderMarkdown(
      'Intro\n\n## One\n\nText\n\n### Deeper\n\nMore\n\n## Two\n\nEnd',
    );
    await screen.findByRole('heading', { name: 'One' });
    const sections = [...container.querySelectorAll('section.md-section')];
    expect(sections.map((section) => section.textContent)).toEqual([
      'Intro',
      'OneTextDeeperMore',
      'TwoEnd',
    ]);
  });

  it('opens links to the shop’s own host in the app', async () => {
    renderMarkdown(`[Sizes](${window.location.origin}/size/?unit=kg)`);
    const link = await screen.findByRole('link', { name: 'Sizes' });
    expect(link).toHaveAttribute('href', '/size/?unit=kg');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows a video link as a placeholder, swapped for the player on click', async () => {
    renderMarkdown('Watch [the launch](https://youtu.be/aqz-KE-bpKQ) now.');
    const play = await screen.findByRole('button', { name: `${PLAY_TEXT}: the launch` });
    expect(play).toHaveTextContent(PLAY_TEXT);
    expect(within(play).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/api/youtube_thumbnail/aqz-KE-bpKQ/',
    );
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    const player = screen.getByTitle('the launch');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
  });

  it('shows a table on a phone as a swipe table, loaded on demand', async () => {
    stubViewport(true);
    try {
      renderMarkdown('| Size | Weight |\n| --- | --- |\n| M | 4.9 kg |');
      expect(await screen.findByText(TABLE_LOADING_TEXT)).toBeInTheDocument();
      expect(await screen.findByText('Swipe sideways to see every column.')).toBeInTheDocument();
      expect(screen.getByRole('table')).toHaveTextContent('M4.9 kg');
    } finally {
      stubViewport(false);
    }
  });
});
