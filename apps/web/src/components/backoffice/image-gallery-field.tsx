import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormHelperText,
  IconButton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@windfamily/contract/catalog-admin';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../features/accounts';
import { useUploadImage } from './use-upload-image';

/** How many pictures a gallery holds at most (the API's limit). */
const MAX_PICTURES = 30;

const TYPE_NAMES = 'JPEG, PNG, WebP, AVIF or GIF';
/** "10", "12.3". */
const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** Why a file cannot be uploaded, or null when it can. */
function uploadProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type))
    return `${file.name} is not a picture we can use: upload a ${TYPE_NAMES}.`;
  if (file.size > IMAGE_MAX_BYTES)
    return `${file.name} is ${megabytes(file.size)} MB: a picture can be at most ${megabytes(IMAGE_MAX_BYTES)} MB.`;
  return null;
}

interface Pending {
  key: number;
  name: string;
}

interface ImageGalleryFieldProps {
  /** The form field with the pictures' ids, in order. */
  name: string;
  /** The form field with the id of the list picture (null: the first picture). */
  thumbnailName?: string;
  /** The pictures the form was loaded with. */
  images: Image[];
  /** 'Pictures', 'Photos'. */
  label: string;
  /** One of them: 'Picture', 'Photo'. */
  itemLabel?: string;
  /** Alt text of an upload whose alt field is empty (e.g. the product's name). */
  defaultAlt: string;
}

/**
 * A gallery bound to the form: upload pictures (button or drag and drop), order them with
 * move buttons, remove them from the gallery (the files stay on the server) and, with
 * `thumbnailName`, choose the list picture.
 */
export function ImageGalleryField({
  name,
  thumbnailName,
  images,
  label,
  itemLabel = 'Picture',
  defaultAlt,
}: ImageGalleryFieldProps) {
  const { control, getValues, setValue, getFieldState, formState } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const watchedThumbnail = useWatch({ control, name: thumbnailName ?? name }) as unknown;
  const ids = (field.value as number[] | undefined) ?? [];
  const thumbnailId = thumbnailName
    ? ((watchedThumbnail as number | null | undefined) ?? null)
    : null;
  const thumbnailError = thumbnailName ? getFieldState(thumbnailName, formState).error : undefined;
  const item = itemLabel.toLowerCase();

  const upload = useUploadImage();
  const [uploaded, setUploaded] = useState<Image[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [alt, setAlt] = useState('');
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const altId = useId();
  const helpId = useId();

  const known = new Map([...images, ...uploaded].map((image) => [image.id, image]));

  const setIds = (next: number[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: fieldState.invalid });

  async function addFiles(files: File[]) {
    const found: string[] = [];
    let accepted = files.filter((file) => {
      const problem = uploadProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    const room = MAX_PICTURES - (getValues(name) as number[]).length - pending.length;
    if (accepted.length > room) {
      found.push(
        `A gallery holds at most ${MAX_PICTURES} pictures: ${accepted.length - Math.max(room, 0)} not uploaded.`,
      );
      accepted = accepted.slice(0, Math.max(room, 0));
    }
    setProblems(found);
    const queued = accepted.map((file) => ({ file, key: (nextKey.current += 1) }));
    setPending((current) => [
      ...current,
      ...queued.map(({ file, key }) => ({ key, name: file.name })),
    ]);
    const altText = alt.trim() || defaultAlt;
    // One after the other: each upload is resized on the server, which is not to be flooded.
    for (const { file, key } of queued) {
      try {
        const image = await upload.mutateAsync({ file, alt: altText });
        setUploaded((current) => [...current, image]);
        setValue(name, [...(getValues(name) as number[]), image.id], {
          shouldDirty: true,
          shouldValidate: true,
        });
      } catch (error) {
        setProblems((current) => [...current, `${file.name}: ${errorMessage(error)}`]);
      } finally {
        setPending((current) => current.filter((item) => item.key !== key));
      }
    }
  }

  const focusButton = (id: number, action: 'left' | 'right') =>
    requestAnimationFrame(() => {
      const wanted = buttons.current.get(`${id}-${action}`);
      const other = buttons.current.get(`${id}-${action === 'left' ? 'right' : 'left'}`);
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    });

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(index + by, 0, id);
    setIds(next);
    focusButton(id, by < 0 ? 'left' : 'right');
  };

  const remove = (id: number) => {
    setIds(ids.filter((other) => other !== id));
    if (thumbnailName && thumbnailId === id) setValue(thumbnailName, null, { shouldDirty: true });
  };

  const toggleThumbnail = (id: number) => {
    if (!thumbnailName) return;
    setValue(thumbnailName, thumbnailId === id ? null : id, { shouldDirty: true });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const listPicture = thumbnailId ?? ids[0];
  const error = fieldState.error?.message ?? thumbnailError?.message;

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'secondary.main' : 'divider',
          bgcolor: dragging ? 'rgba(194, 65, 12, 0.06)' : 'grey.50',
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', md: 'center' },
          transition: 'background-color 120ms, border-color 120ms',
          position: 'relative',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flex: 1 }}>
          <CloudUploadOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
          <Box>
            <Typography
              sx={{ fontWeight: 600 }}
            >{`Drop ${label.toLowerCase()} here, or choose them`}</Typography>
            <Typography variant="body2" color="text.secondary" id={helpId}>
              {`${TYPE_NAMES}, up to ${megabytes(IMAGE_MAX_BYTES)} MB each. They are added at the end.`}
            </Typography>
          </Box>
        </Box>
        <TextField
          id={altId}
          size="small"
          label={`Alt text of new ${label.toLowerCase()}`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          placeholder={defaultAlt}
          helperText={`What the picture shows, for screen readers. Empty: “${defaultAlt}”.`}
          slotProps={{ htmlInput: { maxLength: 300 } }}
          sx={{ flex: 1, minWidth: { md: 240 } }}
        />
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlinedIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={ids.length + pending.length >= MAX_PICTURES}
          aria-describedby={helpId}
          sx={{ flexShrink: 0 }}
        >
          {`Choose ${label.toLowerCase()}`}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          aria-label={`${label}: files to upload`}
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            opacity: 0,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        />
      </Box>

      {problems.length > 0 && (
        <Alert severity="error" onClose={() => setProblems([])} sx={{ mt: 1.5 }}>
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {error && (
        <FormHelperText error sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      )}

      <Box
        role="list"
        aria-label={`${label}, in order`}
        sx={{
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(auto-fill, minmax(170px, 1fr))',
          },
        }}
      >
        {ids.map((id, index) => {
          const image = known.get(id);
          const position = index + 1;
          const isListPicture = id === listPicture;
          return (
            <Box
              role="listitem"
              key={id}
              aria-label={`${itemLabel} ${position}${image?.alt ? `: ${image.alt}` : ''}`}
              sx={{
                border: 1,
                borderColor: isListPicture && thumbnailName ? 'secondary.main' : 'divider',
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: 'background.paper',
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
                {image ? (
                  <picture style={{ display: 'contents' }}>
                    <source type="image/webp" srcSet={image.webp_srcset} sizes="200px" />
                    <img
                      src={image.fallback}
                      srcSet={image.fallback_srcset}
                      sizes="200px"
                      alt={image.alt}
                      loading="lazy"
                      style={{
                        width: '100%',
                        height: '100%',
                        objectFit: 'cover',
                        display: 'block',
                      }}
                    />
                  </picture>
                ) : (
                  <Typography variant="body2" sx={{ p: 1 }}>{`${itemLabel} ${id}`}</Typography>
                )}
                <Chip
                  label={position}
                  size="small"
                  sx={{
                    position: 'absolute',
                    top: 6,
                    left: 6,
                    bgcolor: 'rgba(255,255,255,0.9)',
                    fontWeight: 700,
                  }}
                />
                {thumbnailName && isListPicture && (
                  <Chip
                    label={thumbnailId === null ? 'List picture (first)' : 'List picture'}
                    size="small"
                    color="secondary"
                    sx={{ position: 'absolute', top: 6, right: 6 }}
                  />
                )}
              </Box>
              <Typography
                variant="caption"
                color={image?.alt ? 'text.secondary' : 'warning.dark'}
                sx={{
                  px: 1,
                  pt: 0.5,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  minHeight: '2.9em',
                }}
              >
                {image?.alt || 'No alt text'}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: 0.5,
                  pb: 0.5,
                  mt: 'auto',
                }}
              >
                <Box>
                  <Tooltip title="Move left">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move ${item} ${position} left`}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        ref={(element) => {
                          buttons.current.set(`${id}-left`, element);
                        }}
                      >
                        <ArrowBackIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move right">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move ${item} ${position} right`}
                        disabled={index === ids.length - 1}
                        onClick={() => move(index, 1)}
                        ref={(element) => {
                          buttons.current.set(`${id}-right`, element);
                        }}
                      >
                        <ArrowForwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
                <Box>
                  {thumbnailName && (
                    <Tooltip
                      title={
                        thumbnailId === id
                          ? 'List picture (click: use the first picture)'
                          : 'Use as list picture'
                      }
                    >
                      <IconButton
                        size="small"
                        aria-label={`Use ${item} ${position} as the list picture`}
                        aria-pressed={thumbnailId === id}
                        onClick={() => toggleThumbnail(id)}
                        color={thumbnailId === id ? 'secondary' : 'default'}
                      >
                        {thumbnailId === id ? (
                          <StarIcon fontSize="small" />
                        ) : (
                          <StarBorderIcon fontSize="small" />
                        )}
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title="Remove from the gallery">
                    <IconButton
                      size="small"
                      aria-label={`Remove ${item} ${position} from the gallery`}
                      onClick={() => remove(id)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </Box>
            </Box>
          );
        })}
        {pending.map((item) => (
          <Box
            role="listitem"
            key={`pending-${item.key}`}
            aria-label={`Uploading ${item.name}`}
            aria-busy="true"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderStyle: 'dashed',
              borderRadius: 1.5,
              aspectRatio: '4 / 3',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              p: 1,
              textAlign: 'center',
            }}
          >
            <CircularProgress size={28} aria-hidden />
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              {`Uploading ${item.name}…`}
            </Typography>
          </Box>
        ))}
      </Box>
      {ids.length === 0 && pending.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {`No ${label.toLowerCase()} yet.`}
        </Typography>
      )}
      {ids.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {thumbnailName
            ? 'The star picks the picture of the product lists; without one, the first picture is used. Alt texts are set when a picture is uploaded.'
            : 'The first photo is the one shown in lists. Alt texts are set when a photo is uploaded.'}
        </Typography>
      )}
    </Box>
  );
}
