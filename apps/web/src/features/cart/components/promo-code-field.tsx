import { Alert, Box, Button, Chip, FormHelperText, TextField, Typography } from '@mui/material';
import type { Cart } from '@windfamily/contract/cart';
import { PROMO_HINT_MS } from '@windfamily/contract/cart-limits';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isHttpError } from '../../../lib/http';
import { useSetPromocode } from '../api';
import { discountLabel } from './cart-totals';
import { errorMessage, notifyError } from './notify';
import { promoHint, promoKey } from './promo-hints';

const PROMO_FAILED = 'The promo code could not be checked. Please try again.';

/**
 * The promo code (SPEC.md sections 4, 5 and 8): submitted only when not empty. A valid code
 * shows as active with what it gives and a remove button. A refused one marks the field
 * invalid (while it holds that code) and shows a hint for 3 s that escalates with each try of
 * the same code; the server's reason only goes to the console. Removing the code clears the
 * field and the counts and sends an empty code.
 */
export function PromoCodeField({ cart }: { cart: Cart }) {
  const setPromocode = useSetPromocode();
  const [text, setText] = useState('');
  const [attempts, setAttempts] = useState<Record<string, number>>({});
  const [hint, setHint] = useState<{ text: string; shownAt: number } | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), PROMO_HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const code = text.trim();
  const invalid = code !== '' && (attempts[promoKey(code)] ?? 0) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code || setPromocode.isPending) return;
    const key = promoKey(code);
    setPromocode.mutate(code, {
      onSuccess: () => {
        setText('');
        setHint(null);
      },
      onError: (error) => {
        if (isHttpError(error, 400) || isHttpError(error, 404)) {
          console.info(`Promo code '${code}' refused:`, error.publicMessage);
          const attempt = (attempts[key] ?? 0) + 1;
          setAttempts((current) => ({ ...current, [key]: attempt }));
          setHint({ text: promoHint(attempt), shownAt: Date.now() });
        } else {
          console.warn(`Promo code '${code}' could not be checked:`, error);
          notifyError(errorMessage(error, PROMO_FAILED));
        }
      },
    });
  };

  const remove = () => {
    setText('');
    setAttempts({});
    setHint(null);
    setPromocode.mutate('', { onError: (error) => notifyError(errorMessage(error, PROMO_FAILED)) });
  };

  if (cart.promocode) {
    const info = cart.promocode_info;
    const gives = info ? discountLabel(info) : '';
    return (
      <Box role="group" aria-label="Promo code">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Promo code
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip
            color="success"
            label={gives ? `${cart.promocode} · ${gives}` : cart.promocode}
            sx={{ fontWeight: 700, maxWidth: '100%' }}
          />
          <Button
            size="small"
            color="inherit"
            onClick={remove}
            disabled={setPromocode.isPending}
            aria-label={`Remove promo code ${cart.promocode}`}
            sx={{ ml: 'auto', flexShrink: 0, color: 'text.secondary' }}
          >
            Remove
          </Button>
        </Box>
        {info?.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {info.description}
          </Typography>
        )}
        {cart.promocode_problem && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            {cart.promocode_problem}
          </Alert>
        )}
      </Box>
    );
  }

  return (
    <Box component="form" aria-label="Promo code" noValidate onSubmit={submit}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Promo code"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: {
              'aria-describedby': hintId,
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: 40,
            },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={setPromocode.isPending}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {setPromocode.isPending ? 'Applying…' : 'Apply'}
        </Button>
      </Box>
      <FormHelperText
        id={hintId}
        role="status"
        error={!!hint}
        sx={{ minHeight: '1.66em', mx: 1.75 }}
      >
        {hint?.text}
      </FormHelperText>
    </Box>
  );
}

export default PromoCodeField;
