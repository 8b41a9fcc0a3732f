import {
  Box,
  Button,
  FilledInput,
  FormControl,
  FormHelperText,
  InputLabel,
  Typography,
} from '@mui/material';
import { MSG } from '@windfamily/contract/messages';
import { useId, useState, type FormEvent } from 'react';
import { isHttpError } from '../../../lib/http';
import { registerForNewsletter } from '../api/register';

// The footer's sign-up form. It is on every page, so it keeps to what the page has loaded
// anyway: no form or schema library, only React and MUI's field and button. The field is
// built from TextField's parts: TextField's module brings Select, Menu, Popover and Modal
// along, and a short page (an empty cart) fetched and ran all of them for one e-mail field.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOO_MANY =
  'Too many sign-ups from your network just now. Please wait a few minutes and try again.';
const FAILED = 'We could not sign you up. Please check your connection and try again.';

type Outcome = { kind: 'done'; text: string } | { kind: 'error'; text: string } | undefined;

/** Why `email` cannot be sent, or undefined when it can. */
function checkEmail(email: string): string | undefined {
  if (!email) return MSG.required;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return MSG.invalidEmail;
  return undefined;
}

/** One e-mail field and a button; the answer's sentence below, errors on the field. */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    const problem = checkEmail(value);
    setFieldError(problem);
    setOutcome(undefined);
    if (problem) return;
    setPending(true);
    try {
      const answer = await registerForNewsletter(value);
      setOutcome({ kind: 'done', text: answer.detail });
      setEmail('');
    } catch (error) {
      const onField = isHttpError(error, 400) ? error.fieldErrors.email?.[0] : undefined;
      if (onField) setFieldError(onField);
      else if (isHttpError(error, 429)) setOutcome({ kind: 'error', text: TOO_MANY });
      else if (isHttpError(error, 400)) setOutcome({ kind: 'error', text: error.publicMessage });
      else setOutcome({ kind: 'error', text: FAILED });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        sx={{ color: '#ffffff', fontWeight: 700, fontSize: '1.1rem', mb: 0.5 }}
      >
        Newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        News of our wings, test days and team pilots, a few times a year.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: 1,
        }}
      >
        <FormControl
          variant="filled"
          size="small"
          error={Boolean(fieldError)}
          sx={{
            flex: 1,
            maxWidth: { sm: 360 },
            '& .MuiFilledInput-root': {
              bgcolor: '#ffffff',
              '&:hover, &.Mui-focused': { bgcolor: '#ffffff' },
            },
            '& .MuiFormHelperText-root': { color: '#ffd2bf', mx: 0 },
            '& .MuiFormHelperText-root.Mui-error': { color: '#ffd2bf' },
          }}
        >
          <InputLabel htmlFor={fieldId}>E-mail address</InputLabel>
          <FilledInput
            id={fieldId}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(undefined);
            }}
            inputProps={{
              maxLength: 254,
              'aria-describedby': fieldError ? `${fieldId}-helper-text` : undefined,
            }}
          />
          {fieldError && (
            <FormHelperText id={`${fieldId}-helper-text`}>{fieldError}</FormHelperText>
          )}
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={pending}
          sx={{ minHeight: 48, px: 3 }}
        >
          Subscribe
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ minHeight: '1.5em', mt: 1 }}>
        {outcome && (
          <Typography
            variant="body2"
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            sx={{ color: outcome.kind === 'error' ? '#ffd2bf' : '#ffffff' }}
          >
            {outcome.text}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
