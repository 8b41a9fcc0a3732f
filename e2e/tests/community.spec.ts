import { expect, freshEmail, linkFromLatestMail, test } from './support';

// The community site: news, the family, downloads and the newsletter's double opt-in.

test('a pilot reads the news: from the list to a post and back', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  const posts = page.getByRole('list', { name: 'News posts' });
  const first = posts.getByRole('link').first();
  const title = (await first.innerText()).split('\n')[0] ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
  await page
    .getByRole('link', { name: /All news/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test('a pilot meets the family: from the groups to a member', async ({ page }) => {
  await page.goto('/family');
  await expect(page.getByRole('heading', { name: 'Family', level: 1 })).toBeVisible();
  const members = page.getByRole('list', { name: /^Members of / }).first();
  const member = members.getByRole('link').first();
  const name = ((await member.innerText()).split('\n')[0] ?? '').trim();
  await member.click();
  await expect(page).toHaveURL(/\/family\/member\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('a pilot downloads a line plan', async ({ page }) => {
  await page.goto('/downloads');
  await expect(
    page.getByRole('heading', { name: 'Lineplans & Downloads', level: 1 }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: /Line plan/i }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/media\/files\//);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.headers()['content-disposition']).toContain('attachment');
});

test('a pilot subscribes to the newsletter and confirms it through the mail', async ({ page }) => {
  const email = freshEmail('news');
  await page.goto('/about/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const field = footer.getByRole('textbox', { name: 'E-mail address' });
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText(/Unless this address is subscribed already, we sent it a mail/),
  ).toBeVisible();

  const link = await linkFromLatestMail(page, email, '/newsletter/confirm/');
  await page.goto(link);
  await expect(page.getByText('Your subscription is confirmed. Welcome aboard!')).toBeVisible();
});
