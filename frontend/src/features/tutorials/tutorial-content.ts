import type { ParseKeys } from 'i18next';

/**
 * The Activation Tutorial Center's content (docs/product/storefront.md#tutorials): three step guides, three video
 * tutorials and three downloads. Files and videos are sent by our team on WhatsApp, so nothing large ships with the
 * shop. The words are keys of the `guide` catalogue (`tutorials.…`), translated where they are shown.
 */

export type GuideKey = ParseKeys<'guide'>;

export interface StepGuide {
  id: string;
  title: GuideKey;
  /** Which products it is for. */
  forWhat: GuideKey;
  platform: GuideKey;
  steps: { title: GuideKey; text: GuideKey }[];
  warning: GuideKey;
}

export const STEP_GUIDES: StepGuide[] = [
  {
    id: 'ios-own-apple-id',
    title: 'tutorials.stepGuides.iosOwnAppleId.title',
    forWhat: 'tutorials.stepGuides.iosOwnAppleId.forWhat',
    platform: 'tutorials.stepGuides.iosOwnAppleId.platform',
    steps: [
      {
        title: 'tutorials.stepGuides.iosOwnAppleId.steps.signIn.title',
        text: 'tutorials.stepGuides.iosOwnAppleId.steps.signIn.text',
      },
      {
        title: 'tutorials.stepGuides.iosOwnAppleId.steps.install.title',
        text: 'tutorials.stepGuides.iosOwnAppleId.steps.install.text',
      },
      {
        title: 'tutorials.stepGuides.iosOwnAppleId.steps.copyCode.title',
        text: 'tutorials.stepGuides.iosOwnAppleId.steps.copyCode.text',
      },
      {
        title: 'tutorials.stepGuides.iosOwnAppleId.steps.redeem.title',
        text: 'tutorials.stepGuides.iosOwnAppleId.steps.redeem.text',
      },
      {
        title: 'tutorials.stepGuides.iosOwnAppleId.steps.restore.title',
        text: 'tutorials.stepGuides.iosOwnAppleId.steps.restore.text',
      },
    ],
    warning: 'tutorials.stepGuides.iosOwnAppleId.warning',
  },
  {
    id: 'ios-shared-account',
    title: 'tutorials.stepGuides.iosSharedAccount.title',
    forWhat: 'tutorials.stepGuides.iosSharedAccount.forWhat',
    platform: 'tutorials.stepGuides.iosSharedAccount.platform',
    steps: [
      {
        title: 'tutorials.stepGuides.iosSharedAccount.steps.install.title',
        text: 'tutorials.stepGuides.iosSharedAccount.steps.install.text',
      },
      {
        title: 'tutorials.stepGuides.iosSharedAccount.steps.getAccount.title',
        text: 'tutorials.stepGuides.iosSharedAccount.steps.getAccount.text',
      },
      {
        title: 'tutorials.stepGuides.iosSharedAccount.steps.signIn.title',
        text: 'tutorials.stepGuides.iosSharedAccount.steps.signIn.text',
      },
      {
        title: 'tutorials.stepGuides.iosSharedAccount.steps.check.title',
        text: 'tutorials.stepGuides.iosSharedAccount.steps.check.text',
      },
    ],
    warning: 'tutorials.stepGuides.iosSharedAccount.warning',
  },
  {
    id: 'desktop-license-key',
    title: 'tutorials.stepGuides.desktopLicenseKey.title',
    forWhat: 'tutorials.stepGuides.desktopLicenseKey.forWhat',
    platform: 'tutorials.stepGuides.desktopLicenseKey.platform',
    steps: [
      {
        title: 'tutorials.stepGuides.desktopLicenseKey.steps.download.title',
        text: 'tutorials.stepGuides.desktopLicenseKey.steps.download.text',
      },
      {
        title: 'tutorials.stepGuides.desktopLicenseKey.steps.install.title',
        text: 'tutorials.stepGuides.desktopLicenseKey.steps.install.text',
      },
      {
        title: 'tutorials.stepGuides.desktopLicenseKey.steps.enterKey.title',
        text: 'tutorials.stepGuides.desktopLicenseKey.steps.enterKey.text',
      },
      {
        title: 'tutorials.stepGuides.desktopLicenseKey.steps.confirm.title',
        text: 'tutorials.stepGuides.desktopLicenseKey.steps.confirm.text',
      },
    ],
    warning: 'tutorials.stepGuides.desktopLicenseKey.warning',
  },
];

export interface MediaItem {
  id: string;
  title: GuideKey;
  description: GuideKey;
  /** mm:ss for videos, a size for downloads. */
  detail: string;
  format: GuideKey;
}

export const VIDEO_TUTORIALS: MediaItem[] = [
  {
    id: 'video-ios-code',
    title: 'tutorials.videos.iosCode.title',
    description: 'tutorials.videos.iosCode.description',
    detail: '5:32',
    format: 'tutorials.formats.video',
  },
  {
    id: 'video-shared-account',
    title: 'tutorials.videos.sharedAccount.title',
    description: 'tutorials.videos.sharedAccount.description',
    detail: '4:18',
    format: 'tutorials.formats.video',
  },
  {
    id: 'video-license-key',
    title: 'tutorials.videos.licenseKey.title',
    description: 'tutorials.videos.licenseKey.description',
    detail: '7:45',
    format: 'tutorials.formats.video',
  },
];

export const DOWNLOADS: MediaItem[] = [
  {
    id: 'download-guide',
    title: 'tutorials.downloads.guide.title',
    description: 'tutorials.downloads.guide.description',
    detail: '2.3 MB',
    format: 'tutorials.formats.pdf',
  },
  {
    id: 'download-troubleshooter',
    title: 'tutorials.downloads.troubleshooter.title',
    description: 'tutorials.downloads.troubleshooter.description',
    detail: '15.7 MB',
    format: 'tutorials.formats.exe',
  },
  {
    id: 'download-templates',
    title: 'tutorials.downloads.templates.title',
    description: 'tutorials.downloads.templates.description',
    detail: '0.8 MB',
    format: 'tutorials.formats.txt',
  },
];
