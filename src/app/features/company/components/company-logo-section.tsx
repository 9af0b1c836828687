import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Company } from '../../../../domain/admin/company.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { useApiImage } from '../../../ui/api-image/use-api-image.ts';
import { FilePicker } from '../../../ui/file-picker/file-picker.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { deleteLogo, uploadLogo } from '../api.ts';
import {
  companySaveFailedText,
  imageReadingUnsupportedText,
  logoDeletedText,
  logoDeleteFailedText,
  logoNotImageText,
  logoSavedText,
} from '../company-messages.ts';
import { logoPictureOf, LogoPictureError } from '../logo-picture.ts';
import { companyQuery } from '../queries.ts';
import { useRefreshShell } from '../use-refresh-shell.ts';

export interface CompanyLogoSectionProps {
  company: Company;
}

/**
 * The company logo (spec §3 Company, §5): a picked picture is read and made at most 512 px on the
 * client, then uploaded; the current one is shown with 'Delete logo'. The shell shows it too.
 */
export function CompanyLogoSection({ company }: CompanyLogoSectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refreshShell = useRefreshShell();
  const [file, setFile] = useState<File | null>(null);
  const logoSrc = useApiImage(company.logoUrl);
  const companyName = company.name;

  const afterChange = async (changed: Company) => {
    queryClient.setQueryData(companyQuery(changed.id).queryKey, changed);
    await refreshShell();
  };

  const upload = useMutation({
    mutationFn: async (picked: File) => {
      const picture = await logoPictureOf(picked);
      return uploadLogo(picture.blob, picture.fileName);
    },
    onSuccess: async (changed) => {
      setFile(null);
      notify({ kind: 'positive', text: i18n._(logoSavedText) });
      await afterChange(changed);
    },
    onError: (error) => {
      setFile(null);
      if (error instanceof LogoPictureError) {
        const text = error.reason === 'unsupported' ? imageReadingUnsupportedText : logoNotImageText;
        return notify({ kind: 'negative', text: i18n._(text) });
      }
      notify({ kind: 'negative', title: i18n._(companySaveFailedText), text: apiErrorText(error, i18n) });
    },
  });

  const remove = useMutation({
    mutationFn: deleteLogo,
    onSuccess: async (changed) => {
      notify({ kind: 'positive', text: i18n._(logoDeletedText) });
      await afterChange(changed);
    },
    onError: (error) =>
      notify({ kind: 'negative', title: i18n._(logoDeleteFailedText), text: apiErrorText(error, i18n) }),
  });

  const handleFile = (picked: File | null) => {
    setFile(picked);
    if (picked) upload.mutate(picked);
  };

  return (
    <Fieldset legend={t`Logo`}>
      <Stack gap="sm">
        {company.logoUrl ? (
          <Group gap="md" align="center">
            {logoSrc && (
              <img
                src={logoSrc}
                alt={t`Logo of ${companyName}`}
                data-testid="company-logo-preview"
                style={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain' }}
              />
            )}
            <Button
              variant="outline"
              color="red"
              size="md"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t`Delete logo`}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t`The company has no logo.`}
          </Text>
        )}
        <FilePicker
          label={company.logoUrl ? t`Replace logo` : t`Upload logo`}
          value={file}
          onChange={handleFile}
          imageOnly
          disabled={upload.isPending}
        />
      </Stack>
    </Fieldset>
  );
}
