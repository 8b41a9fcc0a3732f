import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, FormHelperText } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { rgbToHex } from './hex-color';

/** Wider photos are drawn smaller: enough to aim at a colour, light on memory. */
const MAX_WIDTH = 1000;
/** The picked colour is the mean of a small square around the point: noise and grain even out. */
const SAMPLE_RADIUS = 2;

/** The mean colour of the square of `radius` around (x, y), as `#rrggbb`. */
function sampleColor(context: CanvasRenderingContext2D, x: number, y: number, radius: number) {
  const { width, height } = context.canvas;
  const left = Math.max(0, x - radius);
  const top = Math.max(0, y - radius);
  const size = (to: number, from: number, max: number) => Math.max(1, Math.min(max, to) - from);
  const w = size(x + radius + 1, left, width);
  const h = size(y + radius + 1, top, height);
  const { data } = context.getImageData(left, top, w, h);
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    sums[0]! += data[i]!;
    sums[1]! += data[i + 1]!;
    sums[2]! += data[i + 2]!;
  }
  const pixels = data.length / 4;
  return rgbToHex(sums[0]! / pixels, sums[1]! / pixels, sums[2]! / pixels);
}

/**
 * A photo of the pilot's, opened and drawn in the browser only (it is never sent anywhere):
 * a click on it picks the colour there.
 */
export function PhotoColorPicker({ onPick }: { onPick: (hex: string) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const helpId = useId();
  const [shown, setShown] = useState(false);
  const [marker, setMarker] = useState<{ left: number; top: number } | null>(null);
  const [problem, setProblem] = useState('');

  const open = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = URL.createObjectURL(file);
    const picture = new Image();
    picture.onload = () => {
      URL.revokeObjectURL(url);
      const target = canvas.current;
      const context = target?.getContext('2d', { willReadFrequently: true });
      if (!target || !context) return;
      const scale = Math.min(1, MAX_WIDTH / picture.naturalWidth);
      target.width = Math.max(1, Math.round(picture.naturalWidth * scale));
      target.height = Math.max(1, Math.round(picture.naturalHeight * scale));
      context.drawImage(picture, 0, 0, target.width, target.height);
      setProblem('');
      setMarker(null);
      setShown(true);
    };
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      setProblem('This file cannot be opened as a picture. Please try a JPEG or PNG photo.');
    };
    picture.src = url;
  };

  const pick = (event: MouseEvent<HTMLCanvasElement>) => {
    const target = event.currentTarget;
    const context = target.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    const box = target.getBoundingClientRect();
    const left = (event.clientX - box.left) / box.width;
    const top = (event.clientY - box.top) / box.height;
    const x = Math.min(target.width - 1, Math.max(0, Math.floor(left * target.width)));
    const y = Math.min(target.height - 1, Math.max(0, Math.floor(top * target.height)));
    setMarker({ left: left * 100, top: top * 100 });
    onPick(sampleColor(context, x, y, SAMPLE_RADIUS));
  };

  return (
    <Box>
      {/* The label opens the file input inside it; the input itself takes the keyboard focus
          (a label cannot be pressed by key), and the button shows that focus. */}
      <Button
        component="label"
        variant="outlined"
        role={undefined}
        tabIndex={-1}
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        sx={{
          '&:has(input:focus-visible)': {
            outline: '3px solid',
            outlineColor: 'secondary.main',
            outlineOffset: 2,
          },
        }}
      >
        Pick from a photo
        <Box
          component="input"
          type="file"
          accept="image/*"
          onChange={open}
          aria-describedby={helpId}
          sx={visuallyHidden}
        />
      </Button>
      <FormHelperText id={helpId}>
        {shown
          ? 'Click the photo where the colour is. Your photo stays in your browser: it is never uploaded.'
          : 'Your photo stays in your browser: it is never uploaded.'}
      </FormHelperText>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      <Box sx={{ position: 'relative', mt: 1, display: shown ? 'block' : 'none', lineHeight: 0 }}>
        <Box
          component="canvas"
          ref={canvas}
          onClick={pick}
          role="img"
          aria-label="Your photo: click where the colour is"
          sx={{ width: '100%', height: 'auto', borderRadius: 1, cursor: 'crosshair' }}
        />
        {marker && (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: `${marker.left}%`,
              top: `${marker.top}%`,
              width: 18,
              height: 18,
              ml: '-9px',
              mt: '-9px',
              borderRadius: '50%',
              border: '2px solid #ffffff',
              boxShadow: '0 0 0 2px #111111',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
    </Box>
  );
}
