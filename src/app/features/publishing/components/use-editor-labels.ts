import { useLingui } from '@lingui/react/macro';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';

/** The editor's control names in the app's language (the controls the publishing screen shows). */
export function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      boldControlLabel: t`Bold`,
      italicControlLabel: t`Italic`,
      underlineControlLabel: t`Underline`,
      strikeControlLabel: t`Strikethrough`,
      clearFormattingControlLabel: t`Clear formatting`,
      h2ControlLabel: t`Heading 2`,
      h3ControlLabel: t`Heading 3`,
      h4ControlLabel: t`Heading 4`,
      bulletListControlLabel: t`Bulleted list`,
      orderedListControlLabel: t`Numbered list`,
      blockquoteControlLabel: t`Quote`,
      hrControlLabel: t`Horizontal line`,
      linkControlLabel: t`Link`,
      unlinkControlLabel: t`Remove link`,
      imageUploadControlLabel: t`Insert picture`,
      undoControlLabel: t`Undo`,
      redoControlLabel: t`Redo`,
      linkEditorInputLabel: t`Link address`,
      linkEditorInputPlaceholder: t`https://example.com`,
      linkEditorExternalLink: t`Open the link in a new tab`,
      linkEditorInternalLink: t`Open the link in the same tab`,
      linkEditorSave: t`Save`,
    }),
    [t],
  );
}
