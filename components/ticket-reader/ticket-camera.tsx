'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/client/use-hydrated';

/** How often a frame is looked at: often enough to feel instant, rare enough for a cheap phone. */
const FRAME_INTERVAL_MS = 200;

interface QrDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorConstructor = new (options: { formats: string[] }) => QrDetector;

/** Whether this browser can open a camera at all (no button without one). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/**
 * A QR reader for one frame: the browser's BarcodeDetector where there is one, else jsQR on a
 * canvas copy of the frame — imported only now, so nobody who never scans downloads it.
 */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * "Scan with the camera": opens the back camera, reads frames until one holds a QR code, then
 * stops the camera and hands the text to `onCode`. The camera stops too when the reader closes
 * it, leaves the page, or the page is hidden (another app, a locked phone).
 */
export function TicketCamera({ onCode }: { onCode: (text: string) => void }) {
  const t = useTranslations('ticketReader');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Known only in the browser: the server's HTML (and a page without JavaScript) has no button.
  const available = useHydrated() && cameraAvailable();
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);

  const stop = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setScanning(false);
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      stop();
    };
  }, [stop]);

  async function start() {
    setFailed(false);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      streamRef.current = stream;
      setScanning(true);
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play();
      const read = await frameReader();
      const look = async () => {
        if (!streamRef.current) return;
        const text = await read(video).catch(() => null);
        if (text) {
          stop();
          onCode(text);
          return;
        }
        timerRef.current = setTimeout(() => void look(), FRAME_INTERVAL_MS);
      };
      void look();
    } catch {
      stop();
      setFailed(true);
    }
  }

  if (!available) return null;
  return (
    <div className="flex flex-col gap-3">
      {scanning ? (
        <Button type="button" variant="outline" className="px-5 py-3 text-base" onClick={stop}>
          {t('stopScan')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="contrast"
          className="w-full px-6 py-3 text-lg font-semibold sm:w-auto"
          onClick={() => void start()}
        >
          {t('scan')}
        </Button>
      )}
      {/* In the page while idle (hidden), so the ref is there when the stream starts. */}
      <div hidden={!scanning}>
        <p className="mb-2 text-sm">{t('scanning')}</p>
        <video
          ref={videoRef}
          aria-label={t('cameraLabel')}
          muted
          playsInline
          className="aspect-square w-full max-w-sm rounded-xl bg-black object-cover"
        />
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('cameraFailed')}
        </p>
      ) : null}
    </div>
  );
}
