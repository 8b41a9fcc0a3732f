import { expect, loginByApi, openBackofficeSection, test, toast } from './support';

// The warehouse's stock: a clerk puts units on a shelf, counts the shelf with a phone in hand
// (the count survives a reload), applies the count, and the unit found missing appears as a
// move to the losses.

const SKU = 'STICKER-SET';

test('a warehouse clerk counts a shelf on a phone and applies it: the missing unit moves to the losses', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'a count is made with a phone in hand');
  await loginByApi(page, 'staff@example.com');
  await page.goto('/backoffice/');
  await openBackofficeSection(page, 'Stock');

  // Three sticker sets go from the warehouse onto shelf C.
  await page.getByRole('tablist', { name: 'Stock' }).getByRole('tab', { name: 'Moves' }).click();
  await expect(page.getByRole('heading', { name: 'Moves', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Make a move' }).click();
  const move = page.getByRole('dialog', { name: 'Make a move' });
  await move.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: 'WH · Warehouse' }).click();
  await move.getByRole('combobox', { name: 'Variant' }).fill('sticker');
  await page.getByRole('option', { name: new RegExp(SKU) }).click();
  await move.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: 'WH/C · Shelf C' }).click();
  await move.getByRole('spinbutton', { name: 'Units' }).fill('3');
  await move.getByRole('textbox', { name: 'Reason' }).fill('Onto the shelf by the door');
  await move.getByRole('button', { name: 'Move the units' }).click();
  await expect(toast(page, `3 × ${SKU} moved from WH to WH/C.`)).toBeVisible();

  // The clerk begins a count of shelf C.
  await page
    .getByRole('tablist', { name: 'Stock' })
    .getByRole('tab', { name: 'Stock checks' })
    .click();
  await page.getByRole('button', { name: 'Begin a count' }).click();
  const begin = page.getByRole('dialog', { name: 'Begin a count' });
  await begin.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: /WH\/C · Shelf C/ }).click();
  await begin.getByRole('button', { name: 'Begin counting' }).click();
  await expect(page.getByRole('heading', { name: 'Count of WH/C', level: 1 })).toBeVisible();

  // Two are there: two taps on +, each count saved as it goes.
  const line = page.getByRole('listitem').filter({ hasText: SKU });
  await expect(line).toContainText('expected 3');
  const more = line.getByRole('button', { name: `One more ${SKU}` });
  await expect(more).toBeVisible();
  const box = await more.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await more.tap();
  await more.tap();
  await expect(line.getByRole('textbox', { name: `Counted ${SKU}` })).toHaveValue('2');
  await expect(line.getByRole('status')).toHaveText('Saved');

  // A reload loses nothing.
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: SKU })
      .getByRole('textbox', { name: `Counted ${SKU}` }),
  ).toHaveValue('2');
  await expect(page.getByText('1 of 1 counted')).toBeVisible();

  // Applying shows the difference first, then books it.
  await page.getByRole('button', { name: 'Apply…' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply the count of WH/C?' });
  await expect(apply.getByRole('table', { name: 'Differences' })).toContainText(`${SKU}32−1`);
  await apply.getByRole('button', { name: 'Apply the count' }).click();
  await expect(
    toast(page, 'The count of WH/C is applied: the differences are booked with the losses.'),
  ).toBeVisible();

  // The missing unit went from the shelf to the losses.
  await page.getByRole('link', { name: 'Moves of WH/C' }).click();
  const moves = page.getByRole('list', { name: 'Moves' });
  const loss = moves.getByRole('listitem').filter({ hasText: 'WH/C → LOSSES' });
  await expect(loss).toContainText(`1 × ${SKU}`);
  await expect(loss).toContainText('Finished');
  await expect(loss).toContainText('stock check');
});
