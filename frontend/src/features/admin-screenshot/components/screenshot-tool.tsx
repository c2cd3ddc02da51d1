import { useState, type FormEvent } from 'react';
import {
  SCREENSHOT_DEVICE_NAMES,
  SCREENSHOT_DEVICES,
  SCREENSHOT_PRESETS,
  type ScreenshotDevice,
} from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useScreenshot } from '../api/get-screenshot';
import { useScreenshotImage } from '../api/get-screenshot-image';
import { useScreenshotSetup } from '../api/get-screenshot-setup';
import { useRequestScreenshot } from '../api/request-screenshot';
import styles from './screenshot-tool.module.css';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /admin/screenshot: a page of the shop as a customer's device shows it, captured by Chromium on the server. */
export function ScreenshotTool() {
  const setup = useScreenshotSetup();
  const [url, setUrl] = useState('/');
  const [device, setDevice] = useState<ScreenshotDevice>('desktop');
  const [jobId, setJobId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const request = useRequestScreenshot();
  const job = useScreenshot(jobId);
  const view = job.data;
  const image = useScreenshotImage(jobId, view?.state === 'completed');
  const previewUrl = image.data?.url ?? null;

  if (setup.isPending) return <LoadingBlock label="Loading the screenshot tool..." />;
  if (setup.isError) return <Alert tone="error">{errorMessage(setup.error)}</Alert>;
  const { origin, chromium } = setup.data;
  const busy = request.isPending || view?.state === 'waiting' || view?.state === 'active';

  const forgetImage = () => {
    if (image.data) URL.revokeObjectURL(image.data.url);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    forgetImage();
    request.mutate(
      { url, device },
      {
        onSuccess: (created) => setJobId(created.id),
        onError: () => setJobId(null),
      },
    );
  };

  const copy = async () => {
    if (!image.data) return;
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': image.data.blob })]);
      setNotice('Screenshot copied to the clipboard.');
    } catch {
      setNotice('This browser did not allow copying the picture; use Download instead.');
    }
  };

  const clear = () => {
    forgetImage();
    setJobId(null);
    setNotice(null);
    request.reset();
  };

  return (
    <section aria-labelledby="screenshot-title" className={styles.screen}>
      <PageHeader
        titleId="screenshot-title"
        title="Screenshot Tool"
        subtitle={`See a page of this shop (${origin}) exactly as a customer's device shows it. Chromium on the server takes the picture.`}
      />
      {!chromium.available && (
        <Alert tone="error" title="Screenshots are not available">
          No Chromium is installed on the server (looked for {chromium.path}). Install Debian&apos;s chromium package or
          set CHROMIUM_PATH, then reload this page.
        </Alert>
      )}
      <form className={styles.form} onSubmit={submit}>
        <Field label="Page URL" hint={`A path such as /products, or a full address on ${origin}.`}>
          {(control) => (
            <Input {...control} value={url} onChange={(event) => setUrl(event.target.value)} maxLength={2000} />
          )}
        </Field>
        <div className={styles.presets} role="group" aria-label="Presets">
          {SCREENSHOT_PRESETS.map((preset) => (
            <Button
              key={preset.path}
              type="button"
              size="sm"
              variant={url === preset.path ? 'primary' : 'secondary'}
              aria-pressed={url === preset.path}
              onClick={() => setUrl(preset.path)}
            >
              {preset.label}
            </Button>
          ))}
        </div>
        <fieldset className={styles.devices}>
          <legend>Device</legend>
          {SCREENSHOT_DEVICE_NAMES.map((name) => {
            const spec = SCREENSHOT_DEVICES[name];
            return (
              <label key={name} className={styles.device}>
                <input
                  type="radio"
                  name="device"
                  value={name}
                  checked={device === name}
                  onChange={() => setDevice(name)}
                />
                {spec.label} ({spec.width}×{spec.height})
              </label>
            );
          })}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={!chromium.available || busy}>
            {busy ? 'Taking screenshot...' : 'Take screenshot'}
          </Button>
          <Button type="button" variant="secondary" onClick={clear} disabled={!jobId && !request.isError}>
            Clear
          </Button>
        </div>
      </form>

      {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
      {job.isError && <Alert tone="error">{errorMessage(job.error)}</Alert>}
      {view && (view.state === 'waiting' || view.state === 'active') && (
        <div className={styles.progress}>
          <label htmlFor="screenshot-progress">
            {view.state === 'waiting' ? 'Waiting for a free capture slot...' : `Capturing ${view.url}...`}{' '}
            {view.progress}%
          </label>
          <progress id="screenshot-progress" max={100} value={view.progress} />
        </div>
      )}
      {view?.state === 'failed' && (
        <Alert tone="error" title="The screenshot failed">
          {view.error}
        </Alert>
      )}
      {image.isError && <Alert tone="error">{errorMessage(image.error)}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}

      {view?.state === 'completed' && previewUrl ? (
        <figure className={styles.result}>
          <div className={styles.resultActions}>
            <Button type="button" onClick={() => image.data && saveBlob(image.data.blob, view.fileName)}>
              Download PNG
            </Button>
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
            <Button type="button" variant="ghost" onClick={clear}>
              Clear
            </Button>
          </div>
          <img
            src={previewUrl}
            width={view.width}
            height={view.height}
            alt={`Screenshot of ${view.url} at ${view.width}×${view.height}`}
            className={styles.preview}
          />
          <figcaption>
            {view.url} · {SCREENSHOT_DEVICES[view.device].label} {view.width}×{view.height}
          </figcaption>
        </figure>
      ) : (
        !busy && view?.state !== 'failed' && <p className={styles.empty}>No screenshot taken</p>
      )}
    </section>
  );
}
