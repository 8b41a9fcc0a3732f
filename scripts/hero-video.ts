// Makes the home page's hero videos from the hero's own drawing
// (apps/web/src/features/home/components/hero-scene.ts): a paraglider crossing the sky while
// the clouds drift, 8 seconds, looping. Each frame is drawn as SVG, rendered by sharp and
// encoded by ffmpeg (H.264, no sound), once for wide screens (1280 × 720) and once for phones
// (720 × 1280, the middle of the landscape). The files are kept in apps/web/public/video.
//
//   npx tsx scripts/hero-video.ts        (needs ffmpeg: apt-get install ffmpeg)
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  HERO_CLOUDS,
  HERO_MOUNTAINS,
  HERO_PARAGLIDER,
  HERO_SKY,
  HERO_VIDEOS,
} from '../apps/web/src/features/home/components/hero-scene';

const FPS = 25;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps/web/public');

/** The scene at `t` (0 to 1, the loop's start to its end) in the landscape's 1600 × 900 box. */
function scene(t: number): string {
  const turn = 2 * Math.PI * t;
  // The clouds drift left by one loop's worth and wrap, so the last frame meets the first.
  const drift = -160 * t;
  // The paraglider flies a wide, slow figure: across and back, climbing a little in a thermal.
  const x = 930 + 260 * Math.sin(turn);
  const y = 150 + 40 * Math.sin(2 * turn) - 25 * Math.cos(turn);
  const bank = 6 * Math.cos(turn);
  const scale = 1.25 + 0.1 * Math.cos(turn);
  return `${HERO_SKY}
<g transform="translate(${drift} 0)">${HERO_CLOUDS}</g>
<g transform="translate(${drift + 1600} 0)">${HERO_CLOUDS}</g>
${HERO_MOUNTAINS}
<g transform="translate(${x} ${y}) rotate(${bank} 100 90) scale(${scale})">${HERO_PARAGLIDER}</g>`;
}

async function encode(file: string, width: number, height: number) {
  const out = path.join(publicDir, file);
  mkdirSync(path.dirname(out), { recursive: true });
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${width}x${height}`, '-r', String(FPS), '-i', '-'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'veryslow', '-crf', '30'],
      ...['-tune', 'animation', '-movflags', '+faststart', '-an', out],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
  });
  for (let frame = 0; frame < FRAMES; frame += 1) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMax slice">${scene(frame / FRAMES)}</svg>`;
    const raw = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(raw))
      await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  console.info(`${out}: ${Math.round(statSync(out).size / 1024)} KB`);
}

await encode(HERO_VIDEOS.desktop, 1280, 720);
await encode(HERO_VIDEOS.mobile, 720, 1280);
