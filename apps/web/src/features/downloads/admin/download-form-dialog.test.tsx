import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOWNLOAD_MESSAGES } from '@windfamily/contract/downloads';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { DownloadFormDialog } from './download-form-dialog';

const pdf = () => new File(['%PDF-1.7'], 'carlito-line-plan.pdf', { type: 'application/pdf' });

describe('DownloadFormDialog (upload)', () => {
  it('sends the details and the chosen file, then closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<DownloadFormDialog mode={{ kind: 'create' }} onClose={onClose} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Carlito line plan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Group' }), 'Carlito');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kind' }), 'Line plan');
    const file = pdf();
    await userEvent.upload(screen.getByLabelText('File'), file);
    expect(screen.getByText('carlito-line-plan.pdf (8 bytes)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      details: { title: 'Carlito line plan', group: 'Carlito', kind: 'Line plan', position: 0 },
      file,
    });
  });

  it('asks for the required details and a file before sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<DownloadFormDialog mode={{ kind: 'create' }} onClose={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      DOWNLOAD_MESSAGES.required,
    );
    expect(screen.getByText(DOWNLOAD_MESSAGES.noFile)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the file on the file field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new HttpError(400, 'Bad Request', {}, DOWNLOAD_MESSAGES.wrongType);
    });
    const onClose = vi.fn();
    render(<DownloadFormDialog mode={{ kind: 'create' }} onClose={onClose} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Notes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Group' }), 'Manuals');
    await userEvent.upload(screen.getByLabelText('File'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_MESSAGES.wrongType);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('maps field errors of the answer onto the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new HttpError(
        400,
        'Bad Request',
        { detail: DOWNLOAD_MESSAGES.wrongType, errors: { file: [DOWNLOAD_MESSAGES.wrongType] } },
        DOWNLOAD_MESSAGES.wrongType,
      );
    });
    render(<DownloadFormDialog mode={{ kind: 'create' }} onClose={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Notes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Group' }), 'Manuals');
    await userEvent.upload(screen.getByLabelText('File'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(DOWNLOAD_MESSAGES.wrongType)).toBeInTheDocument();
  });
});
