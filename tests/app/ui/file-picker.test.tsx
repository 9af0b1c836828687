import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { attachmentFileTypes } from '../../../src/domain/shared/file-types.ts';
import { FilePicker, type FilePickerProps } from '../../../src/app/ui/file-picker/file-picker.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const pdf = new File(['%PDF'], 'waybill.pdf', { type: 'application/pdf' });
const gif = new File(['GIF'], 'pallets.gif', { type: 'image/gif' });
const word = new File(['doc'], 'notes.docx', { type: 'application/msword' });

function renderPicker(props: Partial<FilePickerProps> = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<File | null>(null);
    return (
      <FilePicker
        label="Attachment"
        {...props}
        value={value}
        onChange={(file) => {
          onChange(file);
          setValue(file);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onChange };
}

// The browser's file dialog honours `accept`; these tests choose other files on purpose.
const userChoosingAnyFile = () => userEvent.setup({ applyAccept: false });

describe('FilePicker (spec §5, §9)', () => {
  it('accepts pdf, jpg, png and gif by default', async () => {
    const user = userChoosingAnyFile();
    const { onChange } = renderPicker();
    const input = screen.getByLabelText('File');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.gif'));
    await user.upload(input, gif);
    expect(onChange).toHaveBeenLastCalledWith(gif);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveTextContent('pallets.gif');
  });

  it('refuses other types with a message naming the allowed ones', async () => {
    const user = userChoosingAnyFile();
    const { onChange } = renderPicker();
    await user.upload(screen.getByLabelText('File'), word);
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByText('This file type is not allowed. Allowed types: PDF, JPG, PNG, GIF'),
    ).toBeVisible();
  });

  it('takes only PDF, JPG and PNG for attachments', async () => {
    const user = userChoosingAnyFile();
    const { onChange } = renderPicker({ accept: attachmentFileTypes });
    await user.upload(screen.getByLabelText('File'), gif);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('This file type is not allowed. Allowed types: PDF, JPG, PNG')).toBeVisible();
    await user.upload(screen.getByLabelText('File'), pdf);
    expect(onChange).toHaveBeenLastCalledWith(pdf);
    expect(screen.queryByText(/not allowed/)).not.toBeInTheDocument();
  });

  it("asks for an image file for a logo ('Please select an image file')", async () => {
    const user = userChoosingAnyFile();
    const { onChange } = renderPicker({ imageOnly: true });
    await user.upload(screen.getByLabelText('File'), pdf);
    expect(screen.getByText('Please select an image file')).toBeVisible();
    await user.upload(screen.getByLabelText('File'), gif);
    expect(onChange).toHaveBeenLastCalledWith(gif);
  });

  it('switches to paste mode and takes a file from the clipboard', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Paste' }));
    const area = screen.getByRole('textbox', { name: 'Paste a file here' });
    fireEvent.paste(area, { clipboardData: { files: [pdf] } });
    expect(onChange).toHaveBeenLastCalledWith(pdf);
    expect(area).toHaveValue('waybill.pdf');
  });

  it('checks a pasted file like a chosen one, and says when the clipboard holds no file', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker({ accept: attachmentFileTypes });
    await user.click(screen.getByRole('radio', { name: 'Paste' }));
    const area = screen.getByRole('textbox', { name: 'Paste a file here' });
    fireEvent.paste(area, { clipboardData: { files: [gif] } });
    expect(screen.getByText('This file type is not allowed. Allowed types: PDF, JPG, PNG')).toBeVisible();
    fireEvent.paste(area, { clipboardData: { files: [] } });
    expect(screen.getByText('The clipboard holds no file')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });
});
