// Public face of the accounts feature: the rest of the app imports only from here.
export {
  AccountDialogsProvider,
  useAccountDialogs,
  type AccountDialogs,
} from './components/account-dialogs';
export { LoginPanel } from './components/login-panel';
export { RequireLogin } from './components/require-login';
export { useLogoutAction } from './components/use-logout-action';
export { useCurrentUser, usePermissions, useRegister } from './api';
// Form pieces other features' forms reuse.
export { FormTextField, type FormTextFieldProps } from './components/fields/form-text-field';
export { FormRootError } from './components/fields/form-root-error';
export { AddressFields } from './components/fields/address-fields';
export { CountryField } from './components/fields/country-field';
export { PhoneField } from './components/fields/phone-field';
export { NewPasswordFields } from './components/fields/password-field';
export { addressFieldOf, errorMessage } from './components/form-errors';
