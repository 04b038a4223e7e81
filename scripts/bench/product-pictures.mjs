// Distinct product photos for the scale benchmark (npm run bench:scale -- --distinct-pictures): one
// JPEG a bulk post, drawn as a shop photographs a product (a light backdrop, the product's body in a
// colour of its own, its soft shadow, a label with its number, the fine grain of a camera), so each
// picture costs the site builder's encoders what a real upload does; random noise would make every
// encode the worst case. wordpress/lib/seed-bulk.php (BULK_PICTURES) attaches picture N to bulk post N.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';

/** The grain's strength and the JPEG quality: files of 70-100 kB at these sizes. */
const GRAIN = 8;
const QUALITY = 90;

/** The file of bulk post `number`, below the pictures' folder (the name seed-bulk.php attaches). */
function productPictureFile(number) {
  return `produto-${number}.jpg`;
}

/** About 1200×1200 or 1500×1000, a little different from one product to the next. */
function sizeOf(number) {
  const nudge = ((number * 37) % 9) * 8;
  return number % 3 === 0
    ? { width: 1500 - nudge, height: 1000 + nudge / 2 }
    : { width: 1200 + nudge, height: 1200 - nudge };
}

/** The product's body: one of a few shapes a shop sells (an appliance, a bottle, a speaker, a phone). */
function bodyOf(number, width, height) {
  const cx = width / 2;
  const cy = height * 0.48;
  const unit = Math.min(width, height);
  switch (number % 4) {
    case 0:
      return `<rect x="${cx - unit * 0.3}" y="${cy - unit * 0.28}" width="${unit * 0.6}" height="${unit * 0.56}" rx="${unit * 0.05}"/>`;
    case 1:
      return `<path d="M${cx - unit * 0.13} ${cy - unit * 0.24} h${unit * 0.26} l${unit * 0.05} ${unit * 0.1} v${unit * 0.42} a${unit * 0.05} ${unit * 0.05} 0 0 1 -${unit * 0.05} ${unit * 0.05} h-${unit * 0.26} a${unit * 0.05} ${unit * 0.05} 0 0 1 -${unit * 0.05} -${unit * 0.05} v-${unit * 0.42} z"/>`;
    case 2:
      return `<circle cx="${cx}" cy="${cy}" r="${unit * 0.27}"/>`;
    default:
      return `<rect x="${cx - unit * 0.17}" y="${cy - unit * 0.32}" width="${unit * 0.34}" height="${unit * 0.64}" rx="${unit * 0.06}"/>`;
  }
}

function svgOf(number, { width, height }) {
  const hue = (number * 47) % 360;
  const unit = Math.min(width, height);
  const body = bodyOf(number, width, height);
  const cx = width / 2;
  const cy = height * 0.48;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 12%, 97%)"/>
      <stop offset="1" stop-color="hsl(${hue}, 10%, 88%)"/>
    </linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 65%, 58%)"/>
      <stop offset="0.55" stop-color="hsl(${(hue + 12) % 360}, 60%, 42%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 20) % 360}, 55%, 24%)"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${unit * 0.025}"/></filter>
    <clipPath id="shape">${body}</clipPath>
  </defs>
  <rect width="100%" height="100%" fill="url(#backdrop)"/>
  <ellipse cx="${cx}" cy="${cy + unit * 0.34}" rx="${unit * 0.3}" ry="${unit * 0.04}" fill="#000" opacity="0.28" filter="url(#soft)"/>
  <g fill="url(#paint)">${body}</g>
  <g clip-path="url(#shape)">
    <rect x="${cx - unit * 0.22}" y="0" width="${unit * 0.12}" height="${height}" fill="url(#shine)"/>
    <circle cx="${cx + unit * 0.09}" cy="${cy + unit * 0.12}" r="${unit * 0.035}" fill="#fff" opacity="0.8"/>
    <circle cx="${cx - unit * 0.03}" cy="${cy + unit * 0.12}" r="${unit * 0.035}" fill="#000" opacity="0.35"/>
    <rect x="${cx - unit * 0.12}" y="${cy - unit * 0.06}" width="${unit * 0.24}" height="${unit * 0.09}" rx="${unit * 0.012}" fill="#fff" opacity="0.92"/>
    <text x="${cx}" y="${cy + unit * 0.005}" font-family="DejaVu Sans" font-weight="bold" font-size="${unit * 0.045}" text-anchor="middle" fill="hsl(${hue}, 50%, 25%)">Nº ${number}</text>
  </g>
  <text x="${width * 0.06}" y="${height * 0.09}" font-family="DejaVu Sans" font-size="${unit * 0.04}" fill="#333">Curadoria · produto ${number}</text>
</svg>`;
}

/**
 * Draws the pictures of bulk posts 1..count into `dir` (those already there are kept: a WordPress
 * kept from an earlier run), as many at once as the machine has cores. Resolves with how many were drawn.
 */
export async function drawProductPictures(dir, count) {
  mkdirSync(dir, { recursive: true });
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
    (number) => !existsSync(join(dir, productPictureFile(number))),
  );
  // A camera's grain, one tile laid over every picture (SVG's feTurbulence would take 0.4 s a picture).
  const grain = await sharp({
    create: {
      width: 509,
      height: 509,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: GRAIN },
    },
  })
    .png()
    .toBuffer();
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const number = missing[next++];
      const file = join(dir, productPictureFile(number));
      const temporary = `${file}.${process.pid}.tmp`;
      await sharp(Buffer.from(svgOf(number, sizeOf(number))))
        .composite([{ input: grain, tile: true, blend: 'soft-light' }])
        .jpeg({ quality: QUALITY })
        .toFile(temporary);
      renameSync(temporary, file);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return missing.length;
}
