// The web-story video clip: four seconds of generated 270x480 VP9 WebM (about 9 KB), read once and
// served with byte ranges, which browsers use to play and seek video. Made with Debian's ffmpeg:
//   ffmpeg -f lavfi -i color=c=0x14532d:s=270x480:r=15:d=4 -f lavfi -i color=c=0xdc2626:s=22x22:r=15:d=4
//     -filter_complex "<pitch drawboxes>; <round ball via geq alpha>; overlay=x='124+10*sin(t*3)':y='370-t*70',
//     drawtext 'CRICKET SIM', 'Web Story clip' and a frame counter" -c:v libvpx-vp9 -b:v 120k -crf 40 -an clip.webm
import { readFile } from 'node:fs/promises';

let clip: Promise<Uint8Array<ArrayBuffer>> | null = null;

export function storyClip(): Promise<Uint8Array<ArrayBuffer>> {
  clip ??= readFile(new URL('./assets/clip.webm', import.meta.url)).then((b) => new Uint8Array(b));
  return clip;
}

/** The [start, end] (inclusive) a 'bytes=a-b' header asks for, null for the whole file, 'invalid' when it cannot be met. */
export function byteRange(header: string | undefined, size: number): [number, number] | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  const start = a === '' ? Math.max(0, size - Number(b)) : Number(a);
  const end = a === '' || b === '' ? size - 1 : Math.min(Number(b), size - 1);
  return start > end || start >= size ? 'invalid' : [start, end];
}
