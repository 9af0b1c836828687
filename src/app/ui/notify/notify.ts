import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Notifications stay 10000 ms by default (spec §9). */
export const notificationDuration = 10_000;

export interface NotifyOptions {
  /** Positive for a success, negative for a failure. */
  kind: 'positive' | 'negative';
  /** The message; callers pass translated text. */
  text: ReactNode;
  title?: ReactNode;
  /** Milliseconds before it closes by itself, or false to stay until closed. */
  autoClose?: number | false;
}

/** Shows a closable notice (spec §8: success messages, and failures with the server's reason). */
export function notify({ kind, text, title, autoClose = notificationDuration }: NotifyOptions): string {
  return notifications.show({
    color: kind === 'positive' ? 'green' : 'red',
    title,
    message: text,
    autoClose,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t`Close` },
  });
}
