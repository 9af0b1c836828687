import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { ExportFormat } from '../../../../domain/reports/report-filter.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { saveBlob } from '../../../ui/save-blob/save-blob.ts';

export interface ExportButtonsProps {
  /** Fetches the file in the format (the raw answer, spec §7). */
  onFetch: (format: ExportFormat) => Promise<Blob>;
  /** The file's name without its extension. */
  fileName: string;
}

/** Export CSV and Export XLSX: the file is fetched with the bearer token and saved under its name. */
export function ExportButtons({ onFetch, fileName }: ExportButtonsProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const handleExport = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveBlob(await onFetch(format), `${fileName}.${format}`);
    } catch (error) {
      notify({ kind: 'negative', text: apiErrorText(error, i18n) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant="default"
        mih={44}
        loading={busy === 'csv'}
        disabled={busy !== null && busy !== 'csv'}
        onClick={() => void handleExport('csv')}
      >
        <Trans>Export CSV</Trans>
      </Button>
      <Button
        variant="default"
        mih={44}
        loading={busy === 'xlsx'}
        disabled={busy !== null && busy !== 'xlsx'}
        onClick={() => void handleExport('xlsx')}
      >
        <Trans>Export XLSX</Trans>
      </Button>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {busy && <Trans>Preparing the file…</Trans>}
      </Text>
    </>
  );
}
