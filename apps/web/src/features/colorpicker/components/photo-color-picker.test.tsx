import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoColorPicker } from './photo-color-picker';

/** An image that "loads" as soon as it gets a source, 2000 × 1000 pixels. */
class LoadingImage {
  naturalWidth = 2000;
  naturalHeight = 1000;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

// jsdom has no object URLs: the test lends URL its own, and takes them back.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('PhotoColorPicker', () => {
  it('opens a photo in the browser only and picks the colour where it is clicked', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('Image', LoadingImage);
    const createObjectURL = vi.fn(() => 'blob:photo');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const getImageData = vi.fn((_x: number, _y: number, w: number, h: number) => {
      // Every pixel a canopy orange.
      const data = new Uint8ClampedArray(w * h * 4);
      for (let i = 0; i < data.length; i += 4) data.set([255, 109, 0, 255], i);
      return { data };
    });
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return { canvas: this, drawImage, getImageData } as unknown as CanvasRenderingContext2D;
    });
    const onPick = vi.fn();
    render(<PhotoColorPicker onPick={onPick} />);

    expect(
      screen.getByText('Your photo stays in your browser: it is never uploaded.'),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Pick from a photo');
    await userEvent.upload(input, new File(['jpeg'], 'harness.jpg', { type: 'image/jpeg' }));
    const photo = await screen.findByRole('img', { name: 'Your photo: click where the colour is' });
    // Drawn at most 1000 pixels wide, keeping its proportions.
    expect(photo).toHaveAttribute('width', '1000');
    expect(photo).toHaveAttribute('height', '500');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo');

    vi.spyOn(photo, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 500,
      height: 250,
    } as DOMRect);
    fireEvent.click(photo, { clientX: 250, clientY: 125 });
    expect(onPick).toHaveBeenCalledWith('#ff6d00');
    // The middle of the photo, in its own pixels, with a small square around it.
    expect(getImageData).toHaveBeenCalledWith(498, 248, 5, 5);
    expect(fetch).not.toHaveBeenCalled();
  });
});
