import { devices, type Page } from '@playwright/test';
import { expect, loginByApi, openBackofficeSection, test, toast } from './support';

// The demo fleet: a pilot asks for a demo wing on a wing's page with a phone in hand; staff at
// a desk book a wing of the fleet for the request, send it, see it on the calendar, take it
// back with the hours flown, and the wing's own page in Units tells its hours and the rental.

const WING = 'Emilie Peace 2';
const DAY = 86_400_000;
/** A day `offset` days from today, as the API and date inputs write it. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** The value of a labelled fact of a page (a `dd` after its `dt`). */
const fact = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * Sends the booked rental whose page is open out to the pilot: its parcel is booked with the
 * stand-in carrier, its label shown, then it is handed over.
 */
async function sendOut(page: Page, serial: string) {
  await page.getByRole('button', { name: 'Send out' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Send ${serial} to `) });
  await dialog.getByRole('button', { name: 'Book the parcel' }).click();
  await expect(dialog.getByRole('link', { name: 'Print the label (PDF)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Handed over' }).click();
  await expect(toast(page, `${serial} is out.`)).toBeVisible();
}

test('a pilot asks for a demo wing on a phone; staff lend it, see it on the calendar and take it back with its hours', async ({
  page,
  browser,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'staff run the fleet at a desk');
  const pilot = `Pia Probeflug ${Date.now().toString(36)}`;
  const startsOn = day(60);
  const endsOn = day(66);

  // The pilot, on a phone, asks from the wing's page.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
  });
  const visitor = await phone.newPage();
  await visitor.goto('/store/products/wings/emilie-peace2');
  await visitor.getByRole('link', { name: `Try our Wings: ask for a demo ${WING}` }).click();
  // The form comes under the page's text once its part of the app is loaded.
  await visitor.getByRole('heading', { name: 'Ask for a demo wing' }).scrollIntoViewIfNeeded();
  const ask = visitor.getByRole('form', { name: 'Try our Wings' });
  await expect(ask.getByRole('combobox', { name: /Wing/ })).toHaveText(WING);
  await ask.getByRole('textbox', { name: 'Size (if you know it)' }).fill('M');
  await ask.getByLabel('From').fill(startsOn);
  await ask.getByLabel('Until').fill(endsOn);
  await ask.getByRole('textbox', { name: /Name or flight school/ }).fill(pilot);
  await ask.getByRole('textbox', { name: /E-mail/ }).fill('pia@example.com');
  await ask.getByRole('textbox', { name: 'Phone' }).fill('+43 664 1112233');
  const country = ask.getByRole('combobox', { name: /Country/ });
  await country.fill('Austria');
  await visitor.getByRole('option', { name: 'Austria', exact: true }).click();
  await ask.getByRole('textbox', { name: /Your flying/ }).fill('Two weeks in Lienz');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(
    toast(
      visitor,
      'Thank you! We have your request and will write to you about a demo wing and its dates.',
    ),
  ).toBeVisible();
  await phone.close();

  // Staff book a wing of the fleet for the request.
  await loginByApi(page, 'staff@example.com');
  await page.goto('/backoffice/');
  await openBackofficeSection(page, 'Demo fleet');
  await page.getByRole('tab', { name: 'Requests' }).click();
  const request = page
    .getByRole('table', { name: 'Requests' })
    .getByRole('row')
    .filter({ hasText: pilot });
  await request.getByRole('button', { name: 'Book a wing' }).click();
  const book = page.getByRole('dialog', { name: `Book a wing for ${pilot}` });
  await book.getByRole('combobox', { name: /Wing/ }).click();
  // A wing at the demo location now (the request's model first, if one is there).
  const option = page.getByRole('option', { name: /\(DEMO\)$/ }).first();
  const serial = ((await option.textContent()) ?? '').split(' · ')[0]!.trim();
  expect(serial).toMatch(/^WF\d{2}-\d{6}$/);
  await option.click();
  await book.getByRole('textbox', { name: /^Address/ }).fill('Tristacher See 1');
  await book.getByRole('textbox', { name: /Postcode/ }).fill('9900');
  await book.getByRole('textbox', { name: /City/ }).fill('Lienz');
  await book.getByRole('textbox', { name: /Fee/ }).fill('120');
  await book.getByRole('button', { name: 'Book' }).click();
  await expect(toast(page, `${serial} is booked for ${pilot}.`)).toBeVisible();

  // The rental's page: booked, then out.
  await request.getByRole('link', { name: 'Its rental' }).click();
  await expect(page.getByRole('heading', { name: `Rental of ${serial}`, level: 1 })).toBeVisible();
  const hoursBefore = Number(
    ((await fact(page, 'Hours in all').textContent()) ?? '').replace(' h', ''),
  );
  await sendOut(page, serial);
  await expect(page.getByRole('button', { name: 'Return' })).toBeVisible();

  // The calendar shows the wing lent to the pilot.
  await page.getByRole('link', { name: 'All rentals' }).click();
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByLabel('From').fill(startsOn);
  const calendar = page.getByRole('table', { name: 'Demo fleet calendar' });
  await expect(
    calendar.getByRole('row').filter({ hasText: serial }).getByText(pilot),
  ).toBeVisible();

  // Back with 7.5 hours flown.
  await page.getByRole('tab', { name: 'Rentals' }).click();
  await page
    .getByRole('table', { name: 'Rentals' })
    .getByRole('row')
    .filter({ hasText: pilot })
    .getByRole('link', { name: new RegExp(serial) })
    .click();
  await expect(page.getByRole('heading', { name: `Rental of ${serial}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Return' }).click();
  const back = page.getByRole('dialog', { name: `Return of ${serial}` });
  await back.getByRole('spinbutton', { name: /Hours flown/ }).fill('7.5');
  await back.getByRole('textbox', { name: /Condition/ }).fill('Fine, some sand in the cells');
  await back.getByRole('button', { name: 'Record the return' }).click();
  await expect(toast(page, `${serial} is back in the fleet.`)).toBeVisible();
  await expect(fact(page, 'Condition')).toHaveText('Fine, some sand in the cells');

  // The wing's page in Units: its hours, and the rental in its history.
  await page.getByRole('link', { name: serial, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Unit ${serial}`, level: 1 })).toBeVisible();
  await expect(fact(page, 'Hours flown')).toHaveText(String(hoursBefore + 7.5));
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(new RegExp(`Booked for ${pilot}`))).toBeVisible();
  await expect(history.getByText(/7\.5 h flown on demo rental/)).toBeVisible();
});
