// Reads QR codes from the device's camera: the browser's BarcodeDetector where it has one (Chrome
// on Android, Safari 17+), else jsQR on the video's frames. jsQR is imported only when needed, so
// neither the counter's first view nor a browser with a detector downloads it.

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}

type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?(): Promise<string[]>;
};

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

async function jsQrDetector(): Promise<Detector> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(source) {
      const video = source as HTMLVideoElement;
      const [width, height] = [video.videoWidth, video.videoHeight];
      if (!context || width === 0 || height === 0) return [];
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
        inversionAttempts: 'dontInvert',
      });
      return found ? [{ rawValue: found.data }] : [];
    },
  };
}

/**
 * Shows the camera in `video` and calls `onCode` with each QR text read (the same text once);
 * the returned function stops the camera. Rejects when there is no camera or no permission.
 */
export async function startQrScanner(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play();
    const detector = (await nativeDetector()) ?? (await jsQrDetector());
    let last = '';
    const tick = async () => {
      if (stopped) return;
      try {
        const [found] = await detector.detect(video);
        if (found && found.rawValue !== last) {
          last = found.rawValue;
          onCode(found.rawValue);
        }
      } catch {
        // A frame the detector could not read: the next one may.
      }
      if (!stopped) window.setTimeout(() => void tick(), 150);
    };
    void tick();
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
