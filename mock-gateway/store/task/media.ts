import { createHash } from 'node:crypto';

function hueOf(id: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${id}`).digest()[0] ?? 0;
}

/**
 * A result picture for a Midjourney task (and a Suno cover): a 512 × 512 SVG gradient whose
 * colours derive from the id, so every task has its own image offline. Only shapes, no text,
 * no script: it is served as an image.
 */
export function placeholderImage(id: string): string {
  const a = Math.round((hueOf(id, 'a') * 360) / 256);
  const b = (a + 120 + hueOf(id, 'b')) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,55%)"/>`,
    `<stop offset="1" stop-color="hsl(${b},70%,35%)"/></linearGradient></defs>`,
    '<rect width="512" height="512" fill="url(#g)"/>',
    `<circle cx="${160 + (hueOf(id, 'x') % 200)}" cy="${160 + (hueOf(id, 'y') % 200)}" r="96" fill="hsl(${b},80%,85%)" opacity="0.6"/>`,
    '</svg>',
  ].join('');
}

const SAMPLE_RATE = 8000;

/**
 * A Suno clip's sound: two seconds of a soft tone (8 kHz, 8-bit mono WAV) whose pitch derives
 * from the clip id, so the player has something real to play without a network.
 */
export function placeholderAudio(id: string): Buffer {
  const samples = SAMPLE_RATE * 2;
  const pitch = 220 + hueOf(id, 'pitch') * 2;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    const fade = Math.min(1, i / 800, (samples - i) / 800);
    wav.writeUInt8(128 + Math.round(40 * fade * Math.sin((2 * Math.PI * pitch * i) / SAMPLE_RATE)), 44 + i);
  }
  return wav;
}
