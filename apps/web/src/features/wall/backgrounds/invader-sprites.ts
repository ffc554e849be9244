/** Classic 11x8 invader bitmaps, two frames each, pre-rendered to small canvases. */
const shapes = [
  [
    '00100000100',
    '00010001000',
    '00111111100',
    '01101110110',
    '11111111111',
    '10111111101',
    '10100000101',
    '00011011000',
  ],
  [
    '00100000100',
    '10010001001',
    '10111111101',
    '11101110111',
    '11111111111',
    '01111111110',
    '00100000100',
    '01000000010',
  ],
];

export function invaderSprite(frame: 0 | 1, colour: string, pixel = 3) {
  const rows = shapes[frame] as string[];
  const canvas = document.createElement('canvas');
  canvas.width = 11 * pixel;
  canvas.height = 8 * pixel;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++)
        if (row[x] === '1') context.fillRect(x * pixel, y * pixel, pixel, pixel);
    });
  }
  return canvas;
}

export const invaderColours = ['#F472B6', '#A78BFA', '#38BDF8', '#4ADE80', '#FACC15'] as const;
