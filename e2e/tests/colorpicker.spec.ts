import type { Page } from '@playwright/test';
import { accountMenu, expect, freshEmail, registerByApi, test } from './support';

// The colour picker: a pilot designs a wing, saves it, finds it under My Colors and orders
// it; a preset through /colorpicker/emilie/; a shared design opened by someone else.

const zone = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}: `) });

const swatch = (page: Page, zoneName: string, cloth: string) =>
  page
    .getByRole('list', { name: `Colours for ${zoneName}` })
    .getByRole('button', { name: new RegExp(`^${cloth} · `) });

async function colour(page: Page, zoneName: string, cloth: string) {
  await zone(page, zoneName).click();
  await swatch(page, zoneName, cloth).click();
  await expect(zone(page, zoneName)).toHaveAccessibleName(new RegExp(`^${zoneName}: ${cloth} · `));
}

test('a pilot designs a wing, saves it, finds it under My Colors and orders it', async ({
  page,
}) => {
  await registerByApi(page, freshEmail('design'));
  await page.goto('/colorpicker');
  await expect(page.getByRole('heading', { name: 'Customize your Wing', level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /Dent de Lion/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/colorpicker\/picker\/dent-de-lion$/);
  await expect(
    page.getByRole('heading', { name: 'Customize your Dent de Lion', level: 1 }),
  ).toBeVisible();

  // Three zones; the mirrored one follows; one change undone.
  await colour(page, 'Leading edge', 'Red');
  await colour(page, 'Centre panel', 'Yellow');
  await colour(page, 'Inner panel, left', 'Purple');
  await expect(zone(page, 'Inner panel, right')).toHaveAccessibleName(/: Purple · /);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(zone(page, 'Inner panel, left')).not.toHaveAccessibleName(/: Purple · /);
  await expect(zone(page, 'Inner panel, right')).not.toHaveAccessibleName(/: Purple · /);

  // Match a typed colour for the bottom surface: the nearest cloths answer.
  await zone(page, 'Bottom surface').click();
  const code = page.getByRole('textbox', { name: 'Colour code' });
  await code.scrollIntoViewIfNeeded();
  await code.fill('#2a5db0');
  const nearest = page.getByRole('button', { name: /^Use .+, ΔE/ }).first();
  await expect(nearest).toBeVisible();
  await nearest.click();
  await expect(zone(page, 'Bottom surface')).toHaveAccessibleName(/Royal blue · N-121/);

  // Save it with a name.
  const name = `Alpine glow ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name of your design' }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Saved as “${name}”` })).toBeVisible();
  const share = page.getByRole('textbox', { name: 'Share link' });
  await expect(share).toHaveValue(/\/colorpicker\/combo\/[\w-]{16,}$/);

  // My Colors lists it; its page orders it in a size; the cart drawer shows the design.
  await accountMenu(page, 'My Colors');
  await expect(page).toHaveURL(/\/account\/my_colors$/);
  const designs = page.getByRole('list', { name: 'Your colour designs' });
  await expect(designs.getByText(name)).toBeVisible();
  await designs.getByRole('link', { name: `Order ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Leading edge/).first()).toBeVisible();
  const size = page.getByRole('combobox', { name: 'Size' });
  await size.click();
  await page.getByRole('option', { name: /^M\b/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name })).toHaveAttribute(
    'href',
    /\/colorpicker\/combo\/[\w-]{16,}$/,
  );
});

test('/colorpicker/emilie/ opens the picker of the Emilie Peace 2 in its preset', async ({
  page,
}) => {
  await page.goto('/colorpicker/emilie/');
  await expect(page).toHaveURL(/\/colorpicker\/picker\/emilie-peace2\?combo_preset_slug=emilie$/);
  await expect(
    page.getByRole('heading', { name: 'Customize your Emilie Peace 2', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /top view/ })).toBeVisible();
});

test('a shared design opens for another visitor, who can take a copy to the picker', async ({
  page,
  browser,
}) => {
  await page.goto('/colorpicker/picker/carlito');
  await colour(page, 'Leading edge', 'Orange');
  const name = `Club colours ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name of your design' }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('img', { name: new RegExp(name) }).first()).toBeVisible();
  await visitor.getByRole('link', { name: /Open a copy in the picker/ }).click();
  await expect(visitor).toHaveURL(/\/colorpicker\/picker\/carlito\?combo=/);
  await expect(zone(visitor, 'Leading edge')).toHaveAccessibleName(/: Orange · N-145/);
  await other.close();
});
