import { expect, loginByApi, test } from './support';

// Journeys through the maker's own pages: the home page's blocks, content pages with their
// Markdown rules (video placeholders, external links, tables on phones), and a staff member
// editing a page in the back office.

test('the home page shows the greeting, the content blocks and Our Wings', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome to the / })).toBeVisible();
  const block = page.getByRole('heading', { name: 'Sewn in the Alps', level: 3 });
  await block.scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sewn in the Alps' })).toHaveAttribute(
    'href',
    '/about/',
  );
  await expect(page.getByRole('heading', { name: 'Our Wings', level: 2 })).toBeVisible();
});

test('a content page plays its video on a click and opens other sites in a new tab', async ({
  page,
}) => {
  await page.goto('/wanna_try/');
  await expect(page.getByRole('heading', { name: 'Try our Wings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\| Try our Wings$/);
  const play = page.getByRole('button', { name: /^play from youtube/ }).first();
  await expect(play).toBeVisible();
  // Nothing is asked of the video service before the click.
  await expect(page.locator('iframe')).toHaveCount(0);
  await play.click();
  await expect(page.locator('iframe').first()).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1/,
  );

  await page.goto('/links');
  await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  const outside = page.getByRole('link', { name: 'Flugschule Hohe Munde' });
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a table swipes on a phone and stays a table on a wide screen', async ({ page }, info) => {
  await page.goto('/size/');
  await expect(
    page.getByRole('heading', { name: 'Which size to choose?', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Light thermals');
  const hint = page.getByText('Swipe sideways to see every column.');
  if (info.project.name === 'mobile') await expect(hint).toBeVisible();
  else await expect(hint).toHaveCount(0);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Sorry, an unexpected error has occurred.')).toBeVisible();
});

test('staff edit the about page with the preview, and the site shows it at once', async ({
  page,
  browser,
}) => {
  test.skip(test.info().project.name === 'mobile', 'one editor journey is enough');
  await loginByApi(page, 'staff@example.com');
  await page.goto('/backoffice/pages');
  await page.getByRole('link', { name: /About us/ }).click();
  await expect(page).toHaveURL('/backoffice/pages/about');
  const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
  await expect(text).toHaveValue(/Pilots who build wings/);
  const stamp = `Open day ${Date.now()}`;
  await text.fill(`## ${stamp}\n\nCome and see the workshop.\n\n${await text.inputValue()}`);
  await expect(
    page.getByRole('region', { name: 'Text (Markdown): preview' }).getByRole('heading', {
      name: stamp,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('About us saved.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/about/');
  await expect(visitor.getByRole('heading', { name: stamp, level: 2 })).toBeVisible();
  await visitor.context().close();
});
