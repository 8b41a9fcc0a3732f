import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-route';
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
});
