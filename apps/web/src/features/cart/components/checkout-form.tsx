import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@windfamily/contract/accounts';
import type { Cart } from '@windfamily/contract/cart';
import { formatEuro } from '@windfamily/contract/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@windfamily/contract/order-basics';
import { addressFromForm } from '@windfamily/contract/account-basics';
import { useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useWatch,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isHttpError } from '../../../lib/http';
import { lazyResolver } from '../../../lib/lazy-resolver';
import {
  AddressFields,
  errorMessage,
  FormTextField,
  NewPasswordFields,
  PhoneField,
  useCurrentUser,
  useRegister,
} from '../../accounts';
import { seedOrder } from '../../orders';
import { cartKeys } from '../api';
import { useCheckout } from '../api/checkout';
import { CheckoutFormSkeleton } from './checkout-form-skeleton';
import { SectionCard } from '../../../components/section-card';
import {
  checkoutDefaults,
  checkoutFieldOf,
  COMMENT_MAX,
  type CheckoutFormValues,
} from './checkout-values';
import { useCheckoutAutosave } from './use-checkout-autosave';
import { sendGoal } from '../../webstats/beacon';

export const CHECKOUT_TEXTS = {
  terms: 'I accept the terms and conditions.',
  withdrawal: 'I have read the withdrawal policy.',
  withdrawalPolicy:
    'You can withdraw from your purchase within 14 days of delivery, without giving a reason.',
  madeToOrder: 'A wing made to order in custom colours is excluded from the right of withdrawal.',
  bankTransfer:
    'You get our bank details on the next page and by e-mail. We start on your order as soon as the money is in.',
  card: 'You pay on the secure payment page that comes next.',
  cardUnavailable: 'Card payments are not available: please pay by bank transfer.',
  createAccount: 'Create an account with this e-mail address',
  createAccountHint:
    'Follow your orders under My Orders, and find your address filled in next time.',
  totalChanged: (total: string) =>
    `The total is now ${total}. Please check your order and place it again.`,
} as const;

/** The form's rules, loaded when it is first checked. */
const checkoutRules = lazyResolver(() => import('./checkout-rules').then((m) => m.checkoutRules));

const FORM_ID = 'checkout-form';

/** A required checkbox bound to the form, its error linked to it. */
function ConsentField({
  name,
  label,
  description,
}: {
  name: 'accept_terms' | 'accept_withdrawal';
  label: string;
  description?: ReactNode;
}) {
  const { control } = useFormContext<CheckoutFormValues>();
  const { field, fieldState } = useController({ name, control });
  const descriptionId = useId();
  const errorId = useId();
  const describedBy =
    [description ? descriptionId : '', fieldState.error ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <FormControl required error={fieldState.invalid} component="div">
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{
              input: {
                ref: field.ref,
                required: true,
                'aria-invalid': fieldState.invalid,
                'aria-describedby': describedBy,
              },
            }}
          />
        }
        label={label}
      />
      {description && (
        <Typography
          id={descriptionId}
          variant="body2"
          color="text.secondary"
          sx={{ ml: 4, mt: -0.5 }}
        >
          {description}
        </Typography>
      )}
      {fieldState.error && (
        <FormHelperText id={errorId} sx={{ ml: 4 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** A visitor's choice to create an account with the order, and then its password. */
function CreateAccountFields() {
  const { control } = useFormContext<CheckoutFormValues>();
  const { field } = useController({ name: 'create_account', control });
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
          />
        }
        label={CHECKOUT_TEXTS.createAccount}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5 }}>
        {CHECKOUT_TEXTS.createAccountHint}
      </Typography>
      {field.value && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <NewPasswordFields />
        </Stack>
      )}
    </Box>
  );
}

/** The payment methods: bank transfer; card when the shop takes cards, else shown disabled. */
function PaymentMethods({
  labelledBy,
  cardPayments,
}: {
  labelledBy: string;
  cardPayments: boolean;
}) {
  const { control } = useFormContext<CheckoutFormValues>();
  const { field, fieldState } = useController({ name: 'payment_method', control });
  const errorId = useId();
  const options: { value: PaymentMethod; description: string; disabled: boolean }[] = [
    { value: 'bank_transfer', description: CHECKOUT_TEXTS.bankTransfer, disabled: false },
    cardPayments
      ? { value: 'card', description: CHECKOUT_TEXTS.card, disabled: false }
      : { value: 'card', description: CHECKOUT_TEXTS.cardUnavailable, disabled: true },
  ];
  return (
    <FormControl error={fieldState.invalid} component="div" sx={{ width: '100%' }}>
      <RadioGroup
        aria-labelledby={labelledBy}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={field.value}
        onChange={(_event, value) => field.onChange(value)}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            sx={{
              mx: 0,
              px: 1,
              py: 0.75,
              alignItems: 'flex-start',
              borderRadius: 1,
              border: 1,
              borderColor: field.value === option.value ? 'primary.main' : 'divider',
              '& + &': { mt: 1 },
              '& .MuiRadio-root': { mt: -0.5 },
            }}
            label={
              <Box component="span" sx={{ display: 'block' }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {PAYMENT_METHOD_LABELS[option.value]}
                </Box>
                <Typography component="span" variant="body2" color="text.secondary">
                  {option.description}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function CommentField() {
  const comment = useWatch<CheckoutFormValues, 'comment'>({ name: 'comment' });
  return (
    <FormTextField
      name="comment"
      label="Comment"
      multiline
      minRows={2}
      maxRows={8}
      helperText={`Optional: anything we should know about your order or its delivery. ${comment.length} / ${COMMENT_MAX}`}
      slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
    />
  );
}

/** The consents, what went wrong, and the button: beside the summary on wide screens. */
function PlaceOrderPanel({
  cart,
  failure,
  busy,
}: {
  cart: Cart;
  failure: string | null;
  busy: boolean;
}) {
  const madeToOrder = cart.items.some((item) => item.availability.status === 'made_to_order');
  return (
    <Box
      component="section"
      aria-labelledby="checkout-place-order"
      sx={{
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="checkout-place-order" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Place your order
      </Typography>
      <Stack spacing={1.5}>
        <ConsentField name="accept_terms" label={CHECKOUT_TEXTS.terms} />
        <ConsentField
          name="accept_withdrawal"
          label={CHECKOUT_TEXTS.withdrawal}
          description={
            <>
              {CHECKOUT_TEXTS.withdrawalPolicy}
              {madeToOrder && <> {CHECKOUT_TEXTS.madeToOrder}</>}
            </>
          }
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          loading={busy}
          loadingPosition="start"
        >
          {busy ? 'Placing your order…' : 'Place order'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Total to pay: {formatEuro(cart.totals.total)}
        </Typography>
      </Stack>
    </Box>
  );
}

function useSubmitOrder(
  form: UseFormReturn<CheckoutFormValues>,
  cart: Cart,
  user: CurrentUser | null,
  autosave: ReturnType<typeof useCheckoutAutosave>,
  onCreatingAccount: (email: string | null) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const checkout = useCheckout();
  const register = useRegister();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Field errors go to their fields; the server's sentence (and what fits no field) above the button. */
  const showErrors = (error: unknown) => {
    if (!isHttpError(error)) {
      setFailure(errorMessage(error));
      return;
    }
    const unmatched: string[] = [];
    let focus = true;
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      const field = checkoutFieldOf(path);
      if (field && !(field === 'email' && user)) {
        form.setError(
          field,
          { type: 'server', message: messages.join(' ') },
          { shouldFocus: focus },
        );
        focus = false;
      } else {
        unmatched.push(...messages.filter((message) => message !== error.publicMessage));
      }
    }
    setFailure([error.publicMessage, ...unmatched].join(' '));
    // Sold out, no longer for sale, a used-up code: the cart shows what is true now.
    if (error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await autosave.saveNow();
        if (saved && !saved.success) {
          showErrors(saved.error);
          return;
        }
        const fresh = saved?.cart ?? cart;
        if (fresh.totals.total !== cart.totals.total) {
          setFailure(CHECKOUT_TEXTS.totalChanged(formatEuro(fresh.totals.total)));
          return;
        }
        if (!user && values.create_account) {
          // Logged in from here on: the server moves this cart, address and all, into the
          // new account, and the order joins it.
          onCreatingAccount(values.email);
          await register
            .mutateAsync({
              email: values.email,
              password: values.password,
              phone: values.phone,
              address: addressFromForm({ ...values, state: values.state ?? '' }),
            })
            .catch((error: unknown) => {
              onCreatingAccount(null);
              throw error;
            });
        }
        const result = await checkout.mutateAsync({
          delivery_method: fresh.delivery_method,
          comment: values.comment,
          payment_method: values.payment_method,
        });
        autosave.stop();
        sendGoal('order');
        seedOrder(queryClient, result.order);
        if (result.link.startsWith('/') && !result.link.startsWith('/api/')) {
          await navigate(result.link, { state: { placed: true } });
        } else {
          window.location.assign(result.link);
        }
        await queryClient.invalidateQueries({ queryKey: cartKeys.cart });
      } catch (error) {
        showErrors(error);
      }
    },
    () => setFailure(null),
  );

  return { submit, failure };
}

function CheckoutFields({
  cart,
  user,
  orderSlot,
  onCreatingAccount,
}: {
  cart: Cart;
  user: CurrentUser | null;
  orderSlot: HTMLElement | null;
  onCreatingAccount: (email: string | null) => void;
}) {
  const form = useForm<CheckoutFormValues>({
    resolver: checkoutRules,
    mode: 'onTouched',
    defaultValues: checkoutDefaults(cart, user),
  });
  const autosave = useCheckoutAutosave(form, cart, !user);
  const { submit, failure } = useSubmitOrder(form, cart, user, autosave, onCreatingAccount);
  const busy = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        id={FORM_ID}
        noValidate
        onSubmit={submit}
        onBlur={autosave.flush}
        aria-label="Your order"
        sx={{ display: 'grid', gap: 3 }}
      >
        <SectionCard id="checkout-address" title="Delivery address">
          <Stack spacing={2}>
            <AddressFields />
            <PhoneField />
            {user ? (
              <TextField
                label="E-mail"
                value={user.email}
                fullWidth
                helperText="Your account's e-mail address: the order confirmation goes here."
                slotProps={{ input: { readOnly: true } }}
              />
            ) : (
              <FormTextField
                name="email"
                label="E-mail"
                type="email"
                required
                autoComplete="email"
                helperText="The order confirmation and news about your order go here."
              />
            )}
            {!user && <CreateAccountFields />}
          </Stack>
        </SectionCard>
        <SectionCard id="checkout-comment" title="Comment">
          <CommentField />
        </SectionCard>
        <SectionCard id="checkout-payment" title="Payment">
          <PaymentMethods labelledBy="checkout-payment" cardPayments={cart.card_payments} />
        </SectionCard>
      </Box>
      {orderSlot &&
        createPortal(<PlaceOrderPanel cart={cart} failure={failure} busy={busy} />, orderSlot)}
    </FormProvider>
  );
}

/**
 * The address, comment, payment and order steps of the checkout (a chunk of its own: the
 * form libraries load with it). The consents and the order button go into `orderSlot`, under
 * the summary. A login or logout starts the form anew, prefilled for the new session; the
 * account a visitor creates while ordering does not (the order is on its way).
 */
export default function CheckoutForm({
  cart,
  orderSlot,
}: {
  cart: Cart;
  orderSlot: HTMLElement | null;
}) {
  const { data: user, isPending } = useCurrentUser();
  const [creatingFor, setCreatingFor] = useState<string | null>(null);
  if (isPending) return <CheckoutFormSkeleton orderSlot={orderSlot} />;
  const createdHere = user && user.email.toLowerCase() === creatingFor?.toLowerCase();
  return (
    <CheckoutFields
      key={user && !createdHere ? user.id : 'visitor'}
      cart={cart}
      user={user ?? null}
      orderSlot={orderSlot}
      onCreatingAccount={setCreatingFor}
    />
  );
}
