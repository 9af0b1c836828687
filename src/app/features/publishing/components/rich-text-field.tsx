import '@mantine/tiptap/styles.css';
import './rich-text-field.css';
import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { notify } from '../../../ui/notify/notify.ts';
import { uploadMessageImage } from '../api.ts';
import { useEditorLabels } from './use-editor-labels.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';

export interface RichTextFieldProps {
  label: string;
  /** The HTML the field starts from; later changes of it are not pushed into the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
}

const uploadImage = async (file: File) => {
  const { src } = await uploadMessageImage(file);
  return { src, alt: file.name.replace(/\.[a-z0-9]+$/i, '') };
};

/**
 * The rich-text editor of a published text (issue 19 item 5): Tiptap through @mantine/tiptap, with
 * headings, emphasis, lists, quotes, links and pictures uploaded to the server (picked, dropped or
 * pasted). Loaded only on the publishing screen (lazy-rich-text-field.tsx). What it writes is sanitized
 * again on the server on save.
 */
export function RichTextField({ label, initialHtml, onChange }: RichTextFieldProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const labels = useEditorLabels();
  const handleUploadError = (_file: File, error: unknown) =>
    notify({
      kind: 'negative',
      text: error instanceof ApiError ? apiErrorText(error, i18n) : t`The picture could not be uploaded`,
    });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      getUploadImageExtension(Image, { onImageUpload: uploadImage, onImageUploadError: handleUploadError }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  return (
    <div>
      <Input.Label id={labelId} required>
        {label}
      </Input.Label>
      <RichTextEditor
        className="publishing-editor"
        editor={editor}
        labels={labels}
        onImageUpload={uploadImage}
        onImageUploadError={handleUploadError}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/webp,image/gif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </div>
  );
}
