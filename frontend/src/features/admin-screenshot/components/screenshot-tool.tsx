import type { ParseKeys } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

type PresetPath = (typeof SCREENSHOT_PRESETS)[number]['path'];

/** The presets' and devices' names (SCREENSHOT_PRESETS and SCREENSHOT_DEVICES in @kedai/contracts hold no words). */
const PRESET_LABEL: Record<PresetPath, ParseKeys<'admin'>> = {
  '/': 'screenshot.presets.home',
  '/products': 'screenshot.presets.products',
  '/admin': 'screenshot.presets.adminDashboard',
  '/activation-tutorials': 'screenshot.presets.productActivation',
  '/cart': 'screenshot.presets.cart',
};
const DEVICE_LABEL: Record<ScreenshotDevice, ParseKeys<'admin'>> = {
  desktop: 'screenshot.devices.desktop',
  tablet: 'screenshot.devices.tablet',
  mobile: 'screenshot.devices.mobile',
};

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
  const { t } = useTranslation('admin');
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

  if (setup.isPending) return <LoadingBlock label={t('screenshot.loading')} />;
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
      setNotice(t('screenshot.copied'));
    } catch {
      setNotice(t('screenshot.copyRefused'));
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
        title={t('screenshot.heading')}
        subtitle={t('screenshot.subtitle', { origin })}
      />
      {!chromium.available && (
        <Alert tone="error" title={t('screenshot.unavailable.title')}>
          {t('screenshot.unavailable.body', { path: chromium.path })}
        </Alert>
      )}
      <form className={styles.form} onSubmit={submit}>
        <Field label={t('screenshot.url')} hint={t('screenshot.urlHint', { origin })}>
          {(control) => (
            <Input {...control} value={url} onChange={(event) => setUrl(event.target.value)} maxLength={2000} />
          )}
        </Field>
        <div className={styles.presets} role="group" aria-label={t('screenshot.presets.label')}>
          {SCREENSHOT_PRESETS.map((preset) => (
            <Button
              key={preset.path}
              type="button"
              size="sm"
              variant={url === preset.path ? 'primary' : 'secondary'}
              aria-pressed={url === preset.path}
              onClick={() => setUrl(preset.path)}
            >
              {t(PRESET_LABEL[preset.path])}
            </Button>
          ))}
        </div>
        <fieldset className={styles.devices}>
          <legend>{t('screenshot.device')}</legend>
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
                {t(DEVICE_LABEL[name])} ({spec.width}×{spec.height})
              </label>
            );
          })}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={!chromium.available || busy}>
            {busy ? t('screenshot.taking') : t('screenshot.take')}
          </Button>
          <Button type="button" variant="secondary" onClick={clear} disabled={!jobId && !request.isError}>
            {t('screenshot.clear')}
          </Button>
        </div>
      </form>

      {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
      {job.isError && <Alert tone="error">{errorMessage(job.error)}</Alert>}
      {view && (view.state === 'waiting' || view.state === 'active') && (
        <div className={styles.progress}>
          <label htmlFor="screenshot-progress">
            {view.state === 'waiting' ? t('screenshot.waiting') : t('screenshot.capturing', { url: view.url })}{' '}
            {view.progress}%
          </label>
          <progress id="screenshot-progress" max={100} value={view.progress} />
        </div>
      )}
      {view?.state === 'failed' && (
        <Alert tone="error" title={t('screenshot.failed')}>
          {view.error}
        </Alert>
      )}
      {image.isError && <Alert tone="error">{errorMessage(image.error)}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}

      {view?.state === 'completed' && previewUrl ? (
        <figure className={styles.result}>
          <div className={styles.resultActions}>
            <Button type="button" onClick={() => image.data && saveBlob(image.data.blob, view.fileName)}>
              {t('screenshot.download')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              {t('screenshot.copy')}
            </Button>
            <Button type="button" variant="ghost" onClick={clear}>
              {t('screenshot.clear')}
            </Button>
          </div>
          <img
            src={previewUrl}
            width={view.width}
            height={view.height}
            alt={t('screenshot.imageAlt', { url: view.url, width: view.width, height: view.height })}
            className={styles.preview}
          />
          <figcaption>
            {view.url} · {t(DEVICE_LABEL[view.device])} {view.width}×{view.height}
          </figcaption>
        </figure>
      ) : (
        !busy && view?.state !== 'failed' && <p className={styles.empty}>{t('screenshot.empty')}</p>
      )}
    </section>
  );
}
