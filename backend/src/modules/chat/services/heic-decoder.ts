import { Worker } from 'node:worker_threads';

/** An HEIC photo's first picture as RGBA pixels. */
export interface HeicPixels {
  width: number;
  height: number;
  rgba: Buffer;
}

export class HeicTooLargeError extends Error {}

/**
 * The decoding itself, run in a worker thread: libheif (compiled to WebAssembly, `heic-decode`) takes about a
 * second for a 12-megapixel iPhone photo, which must not stop the API's event loop (every live chat on it).
 * The picture's size is read before its pixels, so a huge one is refused without decoding it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
(async () => {
  const images = await decode.all({ buffer: workerData.buffer });
  try {
    const first = images[0];
    if (!first) throw new Error('no picture in the file');
    if (first.width * first.height > workerData.maxPixels) return parentPort.postMessage({ tooLarge: true });
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.message ? error.message : error) }));
`;

/** Decodes an HEIC photo (HEVC inside HEIF, as iPhones take them), off the event loop. */
export function decodeHeic(buffer: Buffer, maxPixels: number): Promise<HeicPixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { buffer, maxPixels, module: require.resolve('heic-decode') },
    });
    worker.once(
      'message',
      (answer: { width: number; height: number; data: Uint8ClampedArray; tooLarge?: boolean; error?: string }) => {
        void worker.terminate();
        if (answer.tooLarge) reject(new HeicTooLargeError('The picture is too large'));
        else if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve({ width: answer.width, height: answer.height, rgba: Buffer.from(answer.data.buffer) });
      },
    );
    worker.once('error', reject);
  });
}
