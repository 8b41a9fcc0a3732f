import {
  accountMenu,
  DEMO_PASSWORD,
  expect,
  freshEmail,
  linkFromLatestMail,
  NEW_PASSWORD,
  registerByApi,
  retype,
  test,
  toast,
} from './support';

test('a visitor registers (seeing every validation message), logs out and logs in again', async ({
  page,
}) => {
  const email = freshEmail('newpilot');
  await page.goto('/');
  await accountMenu(page, 'Create Account');
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  const register = dialog.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();

  const emailField = dialog.getByLabel('E-mail');
  const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
  const confirm = dialog.getByRole('textbox', { name: 'Confirm password', exact: true });
  const fullName = dialog.getByLabel('Full name');
  const phone = dialog.getByLabel('Phone');

  await retype(emailField, 'not-an-email');
  await expect(dialog.getByText('invalid email format')).toBeVisible();
  await retype(password, 'short');
  await expect(dialog.getByText('at least 8 characters!')).toBeVisible();
  await retype(password, 'x'.repeat(26));
  await expect(dialog.getByText('at most 25 characters!')).toBeVisible();
  await retype(password, 'good-password');
  await retype(confirm, 'good-passwort');
  await expect(dialog.getByText("passwords don't match!")).toBeVisible();
  await retype(fullName, 'P');
  await retype(fullName, '');
  await expect(dialog.getByText('this field is required').first()).toBeVisible();
  await retype(phone, '+43 1');
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();
  await expect(register).toBeDisabled();

  await retype(emailField, email);
  await retype(confirm, 'good-password');
  await retype(fullName, 'Nina Newpilot');
  await retype(dialog.getByLabel('Address'), 'Landeplatz 7');
  await retype(dialog.getByLabel('Zip code'), '6020');
  await retype(dialog.getByLabel('City'), 'Innsbruck');
  await retype(phone, '+43 664 1112233');
  await expect(dialog.getByText('invalid email format')).toBeHidden();
  await expect(register).toBeEnabled();
  await register.click();
  await expect(toast(page, 'Registered successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await accountMenu(page, 'Logout');
  await expect(toast(page, 'Logged out!')).toBeVisible();

  await accountMenu(page, 'Login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Login failed!')).toBeVisible();
  await expect(login.getByText('Invalid Credentials')).toBeVisible();

  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('good-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in!')).toBeVisible();
  await expect(login).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
});

test('a customer changes the address on My Account, and it stays changed', async ({ page }) => {
  await registerByApi(page, freshEmail('mover'));
  await page.goto('/account/my_account');
  await expect(page).toHaveTitle('DEV Windfamily | My Account');
  const form = page.getByRole('form', { name: 'Contact details' });
  await expect(form.getByLabel('Full name')).toHaveValue('Erwin Example');
  await retype(form.getByLabel('Address'), 'Neue Gasse 5');
  await form.getByLabel('Address').press('Enter');
  await form.getByLabel('Address').pressSequentially('Top 3');
  await retype(form.getByLabel('City'), 'Lienz');
  await retype(form.getByLabel('Zip code'), '9900');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your details were saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Address')).toHaveValue('Neue Gasse 5\nTop 3');
  await expect(form.getByLabel('City')).toHaveValue('Lienz');
  await expect(form.getByLabel('Zip code')).toHaveValue('9900');
});

test('a customer resets the password with the link of the mail, then logs in with the new one', async ({
  page,
  context,
}) => {
  const email = freshEmail('forgetful');
  await registerByApi(page, email);
  await context.clearCookies();

  await page.goto('/');
  await accountMenu(page, 'Login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Forgot password' }).click();
  await login.getByLabel('E-mail').fill(email);
  await login.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    login.getByText(`If a user with the email '${email}' exists, an email was sent`),
  ).toBeVisible();
  await expect(
    login.getByText('Please check your inbox and follow the instructions to reset the password.'),
  ).toBeVisible();

  const link = await linkFromLatestMail(page, email, '/update_password/');
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-password');
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill('another-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('The reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();

  await accountMenu(page, 'Login');
  const again = page.getByRole('dialog', { name: 'Login' });
  await again.getByLabel('E-mail').fill(email);
  await again.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again.getByText('Invalid Credentials')).toBeVisible();
  await again.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in!')).toBeVisible();
});

test('a customer moves the account to a new e-mail address through the confirmation link', async ({
  page,
  context,
}) => {
  const oldEmail = freshEmail('mover-old');
  const newEmail = freshEmail('mover-new');
  await registerByApi(page, oldEmail);
  await page.goto('/account/my_account');
  const form = page.getByRole('form', { name: 'Change e-mail' });
  await form.getByLabel('New e-mail').fill(newEmail);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();

  const link = await linkFromLatestMail(page, newEmail, '/store/me/update_email');
  await context.clearCookies();
  await page.goto(link);
  await expect(page).toHaveTitle('DEV Windfamily | Update e-mail');
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();

  await accountMenu(page, 'Login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail').fill(newEmail);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Logged in!')).toBeVisible();
});

test('account pages ask an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/account/my_account');
  await expect(
    page.getByRole('heading', { name: 'Please log in to see your account' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join the Windfamily' })).toBeVisible();
});
