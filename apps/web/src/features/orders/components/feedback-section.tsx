import { Alert, Box, Button, FormHelperText, Rating, Stack, Typography } from '@mui/material';
import { FEEDBACK_MAX_LENGTH } from '@windfamily/contract/order-basics';
import type { PublicOrder } from '@windfamily/contract/orders';
import { useId, useState, type FormEvent } from 'react';
import { GrowingTextField } from '../../../components/growing-text-field';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { useGiveFeedback } from '../api';

const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const FEEDBACK_TEXTS = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  failed: 'Your feedback could not be sent. Please try again.',
  thanks: 'Thank you for your feedback!',
} as const;

/** Feedback given: the stars, the text and when. */
function GivenFeedback({ feedback }: { feedback: NonNullable<PublicOrder['feedback']> }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating value={feedback.rating} readOnly getLabelText={(value) => `${value} of 5 stars`} />
        <Typography variant="body2" color="text.secondary">
          {RATING_LABELS[feedback.rating]} · {formatDate(parseApiDate(feedback.created))}
        </Typography>
      </Box>
      {feedback.text && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {feedback.text}
        </Typography>
      )}
    </Box>
  );
}

/** Stars from 1 to 5 and a text, sent once. */
function FeedbackForm({ order }: { order: PublicOrder }) {
  const give = useGiveFeedback(order);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [ratingError, setRatingError] = useState(false);
  const legendId = useId();
  const ratingErrorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (give.isPending) return;
    if (!rating) {
      setRatingError(true);
      return;
    }
    give.mutate({ rating, text: text.trim() });
  };

  const failure = give.error
    ? isHttpError(give.error)
      ? give.error.publicMessage
      : FEEDBACK_TEXTS.failed
    : null;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Your feedback">
      <Box
        component="fieldset"
        aria-describedby={ratingError ? ratingErrorId : undefined}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        <Typography component="legend" id={legendId} sx={{ mb: 0.5, p: 0 }}>
          How happy are you with your order?
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Rating
            name="rating"
            size="large"
            value={rating}
            getLabelText={(value) =>
              `${value} star${value === 1 ? '' : 's'}, ${RATING_LABELS[value]}`
            }
            onChange={(_event, value) => {
              setRating(value);
              if (value) setRatingError(false);
            }}
          />
          {rating !== null && (
            <Typography variant="body2" color="text.secondary">
              {RATING_LABELS[rating]}
            </Typography>
          )}
        </Box>
        {ratingError && (
          <FormHelperText id={ratingErrorId} error>
            {FEEDBACK_TEXTS.ratingRequired}
          </FormHelperText>
        )}
      </Box>
      <GrowingTextField
        label="Tell us more (optional)"
        name="text"
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={`${text.length} / ${FEEDBACK_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX_LENGTH } }}
        fullWidth
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={give.isPending}>
          Send feedback
        </Button>
      </Box>
    </Stack>
  );
}

/** Once the order has shipped: the feedback form, or the feedback given. */
export function FeedbackSection({ order }: { order: PublicOrder }) {
  if (order.feedback) {
    return (
      <Box>
        <Typography sx={{ mb: 1 }}>{FEEDBACK_TEXTS.thanks}</Typography>
        <GivenFeedback feedback={order.feedback} />
      </Box>
    );
  }
  if (!order.can_give_feedback) return null;
  return <FeedbackForm order={order} />;
}
