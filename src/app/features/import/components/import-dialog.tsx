import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { welcomeMailMinutes, type ImportKind } from '../../../../domain/admin/import/import-kinds.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog.tsx';
import { importKindLabels } from '../import-field-labels.ts';
import { canApprove } from '../import-state.ts';
import { useImportDialog } from '../use-import-dialog.ts';
import { ImportCheckBar } from './import-check-bar.tsx';
import { ImportMappingFields } from './import-mapping-fields.tsx';
import { ImportOptionsFields } from './import-options-fields.tsx';
import { ImportPreviewTable } from './import-preview-table.tsx';

export interface ImportDialogProps {
  kind: ImportKind;
  onClose: () => void;
}

/**
 * The import dialog (spec §2; issue 17 item 8): a file read on the server, its columns mapped to the
 * fields, the rows checked (the form rules at once, the database's in chunks) and the rows without
 * errors approved. Nothing is kept on the server until Approve.
 */
export function ImportDialog({ kind, onClose }: ImportDialogProps) {
  const { t, i18n } = useLingui();
  const model = useImportDialog(kind);
  const { state, errors, read } = model;
  const rowCount = state.rows.length;
  const errorCount = errors.size;
  const uploadPercent = read.upload ? (read.upload.loaded / Math.max(1, read.upload.total)) * 100 : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={i18n._(importKindLabels[kind])}
      size="72rem"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <ImportOptionsFields
          file={model.file}
          onFileChange={model.chooseFile}
          options={state.options}
          onOptionsChange={model.setOptions}
          disabled={model.approve.isPending}
        />
        {read.isPending && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {uploadPercent !== null && uploadPercent < 100 ? t`Uploading the file…` : t`Reading the file…`}
            </Text>
            <Progress
              value={uploadPercent ?? 100}
              animated={uploadPercent === null || uploadPercent >= 100}
              aria-label={t`Uploading the file…`}
            />
          </Stack>
        )}
        {read.error && (
          <Alert color="red" role="alert">
            {apiErrorText(read.error, i18n)}
          </Alert>
        )}
        {state.read && (
          <>
            <ImportMappingFields state={state} columns={state.read.columns} onMap={model.mapField} />
            <Text fw={600} aria-live="polite" data-testid="import-summary">
              <Plural value={rowCount} one="# row" other="# rows" />
              {', '}
              <Plural value={errorCount} one="# with errors" other="# with errors" />
            </Text>
            <ImportPreviewTable state={state} errors={errors} />
          </>
        )}
        {/* Check and Approve stay in view while the columns and rows scroll (a tablet in portrait). */}
        <Stack
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{
            zIndex: 3,
            borderTopWidth: 1,
            borderTopStyle: 'solid',
            borderTopColor: 'var(--mantine-color-default-border)',
          }}
        >
          {state.read && (
            <ImportCheckBar check={state.check} rowCount={rowCount} onCheck={() => void model.check()} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={model.clear}
              disabled={(!state.read && !model.file) || model.approve.isPending}
            >
              <Trans>Clear</Trans>
            </Button>
            <Button
              onClick={model.approve.run}
              disabled={!canApprove(state, errors)}
              loading={model.approve.isPending}
            >
              <Trans>Approve valid rows</Trans>
            </Button>
          </Group>
        </Stack>
      </Stack>
      {model.approve.welcomeMails !== null && (
        <WelcomeMailsQuestion
          count={model.approve.welcomeMails}
          isBusy={model.approve.isPending}
          onConfirm={model.approve.run}
          onCancel={model.approve.cancel}
        />
      )}
    </Modal>
  );
}

interface WelcomeMailsQuestionProps {
  count: number;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before an import of users: how many welcome e-mails go out, and over how long. */
function WelcomeMailsQuestion({ count, isBusy, onConfirm, onCancel }: WelcomeMailsQuestionProps) {
  const minutes = welcomeMailMinutes(count);
  return (
    <ConfirmDialog
      isOpen
      isDestructive={false}
      title={<Trans>Send welcome e-mails</Trans>}
      text={
        <Plural
          value={count}
          one={`# new user gets a welcome e-mail with a link to set a password. The e-mails go out over about ${minutes} min.`}
          other={`# new users get a welcome e-mail each with a link to set a password. The e-mails go out over about ${minutes} min.`}
        />
      }
      confirmLabel={<Plural value={count} one="Import and send # e-mail" other="Import and send # e-mails" />}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
